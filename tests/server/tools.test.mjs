// The settings' system tools over /ws/setting/tools/: each request runs one tool
// whose output arrives line by line, then the server closes. The targets are
// real sockets on this machine.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { generateIps, generatePorts } from '../../server/tools/addresses.mjs';
import { openSocket, startBackend } from './helpers.mjs';

let server;
let admin;
before(async () => {
  server = await startBackend();
  admin = await server.login('admin');
});
after(() => server.close());

/** Runs a tool and collects its output until the server closes the socket. */
async function run(request) {
  const socket = openSocket(admin, '/ws/setting/tools/');
  await socket.opened;
  const closed = new Promise((resolve) => socket.ws.once('close', resolve));
  socket.ws.send(JSON.stringify(request));
  await closed;
  return socket.messages.map((message) => message.msg).join('');
}

/** A TCP service on a free port that greets with a banner, and a port nothing listens on. */
async function ports() {
  // A scan hangs up at once: the reset it gets is no failure.
  const service = createServer((connection) => connection.on('error', () => undefined).end('SSH-2.0-OpenSSH_9.6\r\n'));
  await new Promise((resolve) => service.listen(0, '127.0.0.1', resolve));
  const gone = createServer();
  await new Promise((resolve) => gone.listen(0, '127.0.0.1', resolve));
  const closed = gone.address().port;
  await new Promise((resolve) => gone.close(resolve));
  return { open: service.address().port, closed, close: () => new Promise((resolve) => service.close(resolve)) };
}

describe('addresses and ports', () => {
  test('lists, ranges and networks of addresses; host names looked up; ports out of range dropped', async () => {
    assert.deepEqual(await generateIps('10.0.0.1, 10.0.0.2'), ['10.0.0.1', '10.0.0.2']);
    assert.deepEqual(await generateIps('192.168.1.1-3'), ['192.168.1.1', '192.168.1.2', '192.168.1.3']);
    assert.deepEqual(await generateIps('192.168.1.254-192.168.2.1'), ['192.168.1.254', '192.168.1.255', '192.168.2.0', '192.168.2.1']);
    assert.deepEqual(await generateIps('192.168.1.0/30'), ['192.168.1.0', '192.168.1.1', '192.168.1.2', '192.168.1.3']);
    assert.equal((await generateIps('10.0.0.0/8')).length, 256, 'a large network is cut');
    assert.deepEqual(await generateIps('localhost'), [(await generateIps('localhost'))[0]]);
    assert.match((await generateIps('localhost'))[0], /^(127\.0\.0\.1|::1)$/);
    assert.deepEqual(await generateIps('not a host'), []);
    assert.deepEqual(generatePorts('22, 80,x,70000'), [22, 80]);
    assert.deepEqual(generatePorts([443, '3306', 0]), [443, 3306]);
  });
});

describe('/ws/setting/tools/', () => {
  test('ping: each echo with its time, the totals, then the statistics; the server closes', async () => {
    const output = await run({ tool_type: 'ping', dest_ips: '127.0.0.1', count: 2 });
    assert.match(
      output,
      /^Total valid address: 1\r\n\r\nPING 127\.0\.0\.1: 56 data bytes\r\n64 bytes from 127\.0\.0\.1: time=\d+\.\d{3} ms\r\n64 bytes from 127\.0\.0\.1: time=\d+\.\d{3} ms\r\n2 packets transmitted, 2 packets received, 0\.0% packet loss\r\n\r\n----- Ping statistics -----\r\n127\.0\.0\.1: ok\r\n\r\n$/,
    );
  });

  test('telnet: the service’s banner when it answers, the reason when nothing listens', async () => {
    const { open, closed, close } = await ports();
    try {
      assert.equal(
        await run({ tool_type: 'telnet', dest_ips: '127.0.0.1', dest_port: open }),
        `Total valid address: 1\r\n\r\nTrying (127.0.0.1:${open})\r\nConnected to 127.0.0.1 ${open} SSH-2.0-OpenSSH_9.6.\r\nConnection closed by foreign host.\r\n\r\n----- Telnet statistics -----\r\n127.0.0.1: ok\r\n\r\n`,
      );
      assert.equal(
        await run({ tool_type: 'telnet', dest_ips: '127.0.0.1', dest_port: closed }),
        `Total valid address: 1\r\n\r\nTrying (127.0.0.1:${closed})\r\nUnable to connect to remote host\r\nReason: connect ECONNREFUSED 127.0.0.1:${closed}\r\n\r\n----- Telnet statistics -----\r\n127.0.0.1: failed\r\n\r\n`,
      );
    } finally {
      await close();
    }
  });

  test('nmap: the state of every port asked for', async () => {
    const { open, closed, close } = await ports();
    try {
      const output = await run({ tool_type: 'nmap', dest_ips: '127.0.0.1', dest_ports: [String(open), String(closed)] });
      const lines = output.split('\r\n');
      assert.equal(lines[0], '[Summary] Nmap (TCP connect scan): 1 addresses were scanned');
      assert.match(lines[1], /^Starting Nmap at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} for 127\.0\.0\.1$/);
      assert.deepEqual(lines.slice(2, 5), ['PORT\tSTATE\tSERVICE', `${open}\topen\tunknown`, `${closed}\tclosed\tunknown`]);
      assert.match(lines[6], /^\[Done\] Nmap: 1 IP addresses \(1 hosts up\) scanned in \d+\.\d{2} seconds$/);
    } finally {
      await close();
    }
  });

  test('traceroute: a local address is one hop away', async () => {
    assert.match(
      await run({ tool_type: 'traceroute', dest_ips: '127.0.0.1' }),
      /^Total valid address: 1\r\n\r\ntraceroute to 127\.0\.0\.1, 30 hops max, 60 byte packets\r\n1 127\.0\.0\.1 \(127\.0\.0\.1\) \d+\.\d{3} ms\r\n\r\n\r\n$/,
    );
  });

  test('tcpdump: its filters, then packets that match them until the page closes the socket', async () => {
    const socket = openSocket(admin, '/ws/setting/tools/');
    await socket.opened;
    socket.ws.send(JSON.stringify({ tool_type: 'tcpdump', interfaces: ['lo'], src_ips: '', src_ports: '', dest_ips: '10.0.0.5', dest_ports: [22] }));
    const packet = await socket.next((message) => message.msg.startsWith('[lo]['), 5000);
    assert.match(packet.msg, /^\[lo\]\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\] \d+\.\d+\.\d+\.\d+:\d+ -> 10\.0\.0\.5:22 \(1536, \d+ bytes\)\r\n$/);
    socket.close();
  });

  test('the filters a capture runs with come first; an unknown tool says so', async () => {
    const socket = openSocket(admin, '/ws/setting/tools/');
    await socket.opened;
    socket.ws.send(JSON.stringify({ tool_type: 'tcpdump', interfaces: ['no-such-interface'], dest_ports: '443' }));
    await new Promise((resolve) => socket.ws.once('close', resolve));
    assert.deepEqual(
      socket.messages.map((message) => message.msg),
      [
        '[Summary] Tcpdump filter info: \r\n',
        'Interface: [all]\r\n',
        'Source address: [all]\r\n',
        'source port: [all]\r\n',
        'Destination address: [all]\r\n',
        'Destination port: [443]\r\n',
        '\r\n',
      ],
    );
    assert.equal(await run({ tool_type: 'dig', dest_ips: '127.0.0.1' }), 'Exception: Unknown tool: dig\r\n\r\n');
  });

  test('nobody signed in gets no tools', async () => {
    const anonymous = openSocket(server.client(), '/ws/setting/tools/');
    await assert.rejects(anonymous.opened, (error) => error.status === 403);
  });
});
