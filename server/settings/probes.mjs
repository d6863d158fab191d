// The settings tests really talk to the configured servers: an SMTP dialogue up
// to DATA (node:net / node:tls), and an LDAP simple bind (a few bytes of BER).
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

const TIMEOUT_MS = 5000;

/** A line-oriented conversation over a socket with a deadline. */
function conversation(socket) {
  let buffer = '';
  const waiting = [];
  let failure = null;
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    buffer += chunk;
    flush();
  });
  const fail = (error) => {
    failure = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('Connection closed by the server')));
  function flush() {
    // An SMTP reply ends with a line whose code is followed by a space.
    const match = /(^|\r?\n)(\d{3}) [^\r\n]*\r?\n/.exec(buffer);
    if (!match || !waiting.length) return;
    const reply = buffer.slice(0, match.index + match[0].length);
    buffer = buffer.slice(match.index + match[0].length);
    waiting.shift().resolve({ code: Number(match[2]), text: reply.trim() });
  }
  return {
    read() {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        flush();
      });
    },
    async send(line, expected) {
      socket.write(`${line}\r\n`);
      const reply = await this.read();
      if (!expected.includes(reply.code)) throw new Error(reply.text);
      return reply;
    },
  };
}

/** @param {{host: string, port: number, secure: boolean, servername?: string}} target */
function open({ host, port, secure, servername }) {
  return new Promise((resolve, reject) => {
    const socket = secure ? tlsConnect({ host, port, servername: servername ?? host, rejectUnauthorized: false }) : netConnect({ host, port });
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error(`Connection to ${host}:${port} timed out`)));
    socket.once(secure ? 'secureConnect' : 'connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends a test mail through the saved SMTP settings.
 * @returns {Promise<void>} rejects with the server's (or the network's) error
 */
export async function sendTestMail({ host, port, useSsl, useTls, user, password, from, to, subjectPrefix }) {
  let socket = await open({ host, port, secure: useSsl });
  let talk = conversation(socket);
  try {
    const greeting = await talk.read();
    if (greeting.code !== 220) throw new Error(greeting.text);
    await talk.send('EHLO jumpserver-dev', [250]);
    if (useTls && !useSsl) {
      await talk.send('STARTTLS', [220]);
      socket.removeAllListeners('data');
      socket = await new Promise((resolve, reject) => {
        const secured = tlsConnect({ socket, servername: host, rejectUnauthorized: false }, () => resolve(secured));
        secured.once('error', reject);
      });
      talk = conversation(socket);
      await talk.send('EHLO jumpserver-dev', [250]);
    }
    if (user && password) {
      await talk.send('AUTH LOGIN', [334]);
      await talk.send(Buffer.from(user).toString('base64'), [334]);
      await talk.send(Buffer.from(password).toString('base64'), [235]);
    }
    await talk.send(`MAIL FROM:<${from}>`, [250]);
    await talk.send(`RCPT TO:<${to}>`, [250, 251]);
    await talk.send('DATA', [354]);
    const message = [
      `From: ${from}`,
      `To: ${to}`,
      `Subject: ${subjectPrefix}Test mail`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'This is a test mail from the JumpServer development backend.',
      '.',
    ];
    await talk.send(message.join('\r\n'), [250]);
    socket.write('QUIT\r\n');
  } finally {
    socket.end();
  }
}

function berLength(length) {
  if (length < 0x80) return Buffer.from([length]);
  if (length < 0x100) return Buffer.from([0x81, length]);
  return Buffer.from([0x82, length >> 8, length & 0xff]);
}

const tlv = (tag, value) => Buffer.concat([Buffer.from([tag]), berLength(value.length), value]);

/** LDAPMessage { messageID 1, BindRequest { version 3, name, simple password } }. */
export function bindRequest(dn, password) {
  const bind = tlv(0x60, Buffer.concat([tlv(0x02, Buffer.from([3])), tlv(0x04, Buffer.from(dn, 'utf8')), tlv(0x80, Buffer.from(password, 'utf8'))]));
  return tlv(0x30, Buffer.concat([tlv(0x02, Buffer.from([1])), bind]));
}

/** Reads a TLV at an offset: {tag, start, end} of its value. */
function readTlv(buffer, offset) {
  const tag = buffer[offset];
  let length = buffer[offset + 1];
  let start = offset + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    length = 0;
    for (let index = 0; index < bytes; index += 1) length = (length << 8) | buffer[start + index];
    start += bytes;
  }
  return { tag, start, end: start + length };
}

const RESULTS = {
  0: 'success',
  32: 'noSuchObject',
  34: 'invalidDNSyntax',
  48: 'inappropriateAuthentication',
  49: 'invalidCredentials',
  50: 'insufficientAccessRights',
  53: 'unwillingToPerform',
};

const berInteger = (value) => tlv(0x02, Buffer.from([value]));

/**
 * LDAPMessage { messageID, SearchRequest { base, wholeSubtree, present(attribute), attributes } }.
 * @param {string} base @param {string} attribute the one that must be present (the username attribute)
 * @param {string[]} attributes
 */
export function searchRequest(base, attribute, attributes) {
  const request = tlv(
    0x63,
    Buffer.concat([
      tlv(0x04, Buffer.from(base, 'utf8')),
      tlv(0x0a, Buffer.from([2])),
      tlv(0x0a, Buffer.from([0])),
      berInteger(0),
      berInteger(0),
      tlv(0x01, Buffer.from([0])),
      tlv(0x87, Buffer.from(attribute, 'utf8')),
      tlv(0x30, Buffer.concat(attributes.map((name) => tlv(0x04, Buffer.from(name, 'utf8'))))),
    ]),
  );
  return tlv(0x30, Buffer.concat([berInteger(2), request]));
}

/** Splits complete LDAPMessages off a buffer: their protocol ops and the bytes left over. */
function takeMessages(buffer) {
  const messages = [];
  let offset = 0;
  while (buffer.length - offset >= 2) {
    const message = readTlv(buffer, offset);
    if (message.end > buffer.length) break;
    const id = readTlv(buffer, message.start);
    messages.push({ ...readTlv(buffer, id.end), buffer });
    offset = message.end;
  }
  return { messages, rest: Buffer.from(buffer.subarray(offset)) };
}

/** resultCode and diagnostic message of a BindResponse or SearchResultDone. */
function resultOf({ buffer, start }) {
  const code = readTlv(buffer, start);
  const matched = readTlv(buffer, code.end);
  const diagnostic = readTlv(buffer, matched.end);
  return { resultCode: buffer[code.start], message: buffer.subarray(diagnostic.start, diagnostic.end).toString('utf8') };
}

/** A SearchResultEntry as {dn, attributes: {name: [values]}}. */
function entryOf({ buffer, start }) {
  const name = readTlv(buffer, start);
  const attributes = {};
  const list = readTlv(buffer, name.end);
  for (let offset = list.start; offset < list.end;) {
    const attribute = readTlv(buffer, offset);
    const type = readTlv(buffer, attribute.start);
    const values = readTlv(buffer, type.end);
    const found = [];
    for (let at = values.start; at < values.end;) {
      const value = readTlv(buffer, at);
      found.push(buffer.subarray(value.start, value.end).toString('utf8'));
      at = value.end;
    }
    attributes[buffer.subarray(type.start, type.end).toString('utf8')] = found;
    offset = attribute.end;
  }
  return { dn: buffer.subarray(name.start, name.end).toString('utf8'), attributes };
}

/** An LDAP connection speaking just enough of the protocol: simple bind and subtree search. */
async function ldapConnection(uri) {
  let url;
  try {
    url = new URL(uri);
  } catch {
    throw new Error(`Invalid LDAP server URI: ${uri}`);
  }
  if (url.protocol !== 'ldap:' && url.protocol !== 'ldaps:') throw new Error(`Invalid LDAP server URI: ${uri}`);
  const secure = url.protocol === 'ldaps:';
  const socket = await open({ host: url.hostname, port: Number(url.port) || (secure ? 636 : 389), secure });
  let received = Buffer.alloc(0);
  const queue = [];
  let waiter = null;
  let failure = null;
  socket.on('data', (chunk) => {
    const { messages, rest } = takeMessages(Buffer.concat([received, chunk]));
    received = rest;
    queue.push(...messages);
    if (waiter && queue.length) waiter.resolve(queue.shift());
  });
  const fail = (error) => {
    failure = error;
    waiter?.reject(error);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('Connection closed by the LDAP server')));
  const next = () => (queue.length ? Promise.resolve(queue.shift()) : failure ? Promise.reject(failure) : new Promise((resolve, reject) => (waiter = { resolve, reject })));

  return {
    async bind(dn, password) {
      socket.write(bindRequest(dn, password));
      const response = await next();
      if (response.tag !== 0x61) throw new Error('The server did not answer an LDAP bind');
      const { resultCode, message } = resultOf(response);
      if (resultCode !== 0) throw new Error(`LDAP bind failed: ${RESULTS[resultCode] ?? `result ${resultCode}`}${message ? ` (${message})` : ''}`);
    },
    async search(base, attribute, attributes) {
      socket.write(searchRequest(base, attribute, attributes));
      const entries = [];
      for (;;) {
        const message = await next();
        if (message.tag === 0x64) entries.push(entryOf(message));
        else if (message.tag === 0x65) {
          const { resultCode, message: text } = resultOf(message);
          if (resultCode !== 0) throw new Error(`LDAP search of ${base} failed: ${RESULTS[resultCode] ?? `result ${resultCode}`}${text ? ` (${text})` : ''}`);
          return entries;
        }
      }
    },
    close: () => socket.destroy(),
  };
}

/** Binds to an LDAP server (ldap:// or ldaps:// URI); rejects with what went wrong. */
export async function ldapBind(uri, dn, password) {
  const connection = await ldapConnection(uri);
  try {
    await connection.bind(dn, password);
  } finally {
    connection.close();
  }
}

/** Binds, then searches each base for entries that carry the username attribute. */
export async function ldapSearch(uri, dn, password, bases, usernameAttribute, attributes) {
  const connection = await ldapConnection(uri);
  try {
    await connection.bind(dn, password);
    const entries = [];
    for (const base of bases) entries.push(...(await connection.search(base, usernameAttribute, attributes)));
    return entries;
  } finally {
    connection.close();
  }
}
