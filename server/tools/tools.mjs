// The system tools of the settings (settings/tools/*.py), writing their output
// line by line as JumpServer's do. No network tool is installed here and raw
// sockets need privileges, so each works from TCP connection attempts instead
// of ICMP: ping and traceroute count an answer on a common port (even a
// refusal) as the host's reply, with its round trip; nmap is a connect scan;
// telnet connects for real; tcpdump shows packets made up to match its filters
// on this host's real interfaces, since nothing here may capture.
import { randomInt } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { formatPlainDateTime, nowIso } from '../util/time.mjs';
import { generateIps, generatePorts } from './addresses.mjs';
import { defaultGateway, reach, readBanner, sleep, tcpAttempt } from './network.mjs';

/**
 * @typedef {{display: (line?: string) => void, signal: AbortSignal}} Run
 * display() sends one line; signal aborts when the page stops the tool (closes the socket).
 */

const seconds = (value, fallback) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);
const percent = (part, whole) => `${((part / whole) * 100).toFixed(1)}%`;

/** @param {Record<string, any>} params @param {Run} run */
async function ping({ dest_ips, timeout = 3, count = 5 }, { display, signal }) {
  const ips = await generateIps(dest_ips);
  const times = Math.min(Math.max(Math.trunc(Number(count)) || 5, 1), 100);
  display(`Total valid address: ${ips.length}\r\n`);
  const result = [];
  for (const ip of ips) {
    if (signal.aborted) return;
    display(`PING ${ip}: 56 data bytes`);
    let lost = 0;
    for (let sequence = 0; sequence < times && !signal.aborted; sequence += 1) {
      const answer = await reach(ip, seconds(timeout, 3) * 1000);
      if (answer.up) display(`64 bytes from ${ip}: time=${answer.ms.toFixed(3)} ms`);
      else {
        display(`Request timeout for icmp_seq ${sequence}`);
        lost += 1;
      }
      await sleep(1000, signal);
    }
    result.push([ip, lost === times ? 'failed' : 'ok']);
    display(`${times} packets transmitted, ${times - lost} packets received, ${percent(lost, times)} packet loss\r\n`);
  }
  display('----- Ping statistics -----');
  for (const [ip, state] of result) display(`${ip}: ${state}`);
}

/** @param {Record<string, any>} params @param {Run} run */
async function telnet({ dest_ips, dest_port = 23, timeout = 10 }, { display, signal }) {
  const ips = await generateIps(dest_ips);
  const [port] = generatePorts([dest_port]);
  if (!port) throw new Error(`Invalid port: ${dest_port}`);
  display(`Total valid address: ${ips.length}\r\n`);
  const result = [];
  for (const ip of ips) {
    if (signal.aborted) return;
    display(`Trying (${ip}:${port})`);
    const attempt = await tcpAttempt(ip, port, seconds(timeout, 10) * 1000, { keep: true });
    if (attempt.socket) {
      const banner = await readBanner(attempt.socket, 3000);
      result.push([ip, 'ok']);
      display(`Connected to ${ip} ${port} ${banner}.\r\nConnection closed by foreign host.\r\n`);
    } else {
      result.push([ip, 'failed']);
      display(`Unable to connect to remote host\r\nReason: ${attempt.error}\r\n`);
    }
  }
  display('----- Telnet statistics -----');
  for (const [ip, state] of result) display(`${ip}: ${state}`);
}

/** What nmap scans without ports given (a few of its top ports), and the service names it would print. */
const SERVICES = {
  21: 'ftp',
  22: 'ssh',
  23: 'telnet',
  25: 'smtp',
  53: 'domain',
  80: 'http',
  110: 'pop3',
  143: 'imap',
  443: 'https',
  445: 'microsoft-ds',
  1433: 'ms-sql-s',
  1521: 'oracle',
  3306: 'mysql',
  3389: 'ms-wbt-server',
  5432: 'postgresql',
  5900: 'vnc',
  6379: 'redis',
  8080: 'http-proxy',
  27017: 'mongod',
};

/** @param {Record<string, any>} params @param {Run} run */
async function nmap({ dest_ips, dest_ports, timeout }, { display, signal }) {
  const ips = await generateIps(dest_ips);
  const chosen = generatePorts(dest_ports ?? []);
  const ports = chosen.length ? chosen : Object.keys(SERVICES).map(Number);
  const started = Date.now();
  let up = 0;
  display(`[Summary] Nmap (TCP connect scan): ${ips.length} addresses were scanned`);
  for (const ip of ips) {
    if (signal.aborted) return;
    display(`Starting Nmap at ${formatPlainDateTime(nowIso())} for ${ip}`);
    const attempts = await Promise.all(ports.map((port) => tcpAttempt(ip, port, seconds(timeout, 2) * 1000)));
    if (!attempts.some((attempt) => attempt.up)) display('Host seems down.');
    else {
      up += 1;
      display('PORT\tSTATE\tSERVICE');
      // Without ports given nmap lists the open ones; with them, every one asked.
      attempts.forEach((attempt, index) => {
        const state = attempt.open ? 'open' : attempt.up ? 'closed' : 'filtered';
        if (chosen.length || attempt.open) display(`${ports[index]}\t${state}\t${SERVICES[ports[index]] ?? 'unknown'}`);
      });
    }
    display();
  }
  display(`[Done] Nmap: ${ips.length} IP addresses (${up} hosts up) scanned in ${((Date.now() - started) / 1000).toFixed(2)} seconds`);
}

const TCP_FLAGS = [2, 18, 16, 24, 17];
const pick = (items, fallback) => (items.length ? items[randomInt(items.length)] : fallback);
const payload = (length) => `b'${Array.from({ length }, () => `\\x${randomInt(256).toString(16).padStart(2, '0')}`).join('')}'`;
/** A capture runs until it is stopped, or this long. */
const CAPTURE_MS = 10 * 60_000;

/** @param {Record<string, any>} params @param {Run} run */
async function tcpdump({ interfaces, src_ips, src_ports, dest_ips, dest_ports }, { display, signal }) {
  const own = networkInterfaces();
  const names = Object.keys(own).filter((name) => !Array.isArray(interfaces) || !interfaces.length || interfaces.includes(name));
  const filters = { src: await generateIps(src_ips), srcPorts: generatePorts(src_ports ?? []), dest: await generateIps(dest_ips), destPorts: generatePorts(dest_ports ?? []) };
  const shown = (items) => items.join(',') || 'all';
  display('[Summary] Tcpdump filter info: ');
  display(`Interface: [${shown(names)}]`);
  display(`Source address: [${shown(filters.src)}]`);
  display(`source port: [${shown(filters.srcPorts)}]`);
  display(`Destination address: [${shown(filters.dest)}]`);
  display(`Destination port: [${shown(filters.destPorts)}]`);
  if (!names.length) return;
  const until = Date.now() + CAPTURE_MS;
  while (!signal.aborted && Date.now() < until) {
    await sleep(300 + randomInt(700), signal);
    if (signal.aborted) break;
    const name = pick(names);
    const address = own[name]?.find((entry) => entry.family === 'IPv4')?.address ?? '127.0.0.1';
    const flags = pick(TCP_FLAGS);
    const data = flags === 24 ? randomInt(1, 48) : 0;
    const src = pick(filters.src, `10.1.${randomInt(1, 255)}.${randomInt(1, 255)}`);
    const dest = pick(filters.dest, address);
    display(
      `[${name}][${formatPlainDateTime(nowIso())}] ${src}:${pick(filters.srcPorts, randomInt(32768, 61000))} -> ${dest}:${pick(filters.destPorts, pick([22, 443, 3306, 3389]))} (1536, ${54 + data} bytes)`,
    );
    display(`\tFlags: ${flags} Seq: ${randomInt(2 ** 32 - 1)}, Ack: ${flags === 2 ? 0 : randomInt(2 ** 32 - 1)}`);
    display(`\tData: ${payload(data)}`);
  }
}

/** @param {Record<string, any>} params @param {Run} run */
async function traceroute({ dest_ips }, { display, signal }) {
  const ips = await generateIps(dest_ips);
  const gateway = await defaultGateway();
  display(`Total valid address: ${ips.length}\r\n`);
  for (const ip of ips) {
    if (signal.aborted) return;
    display(`traceroute to ${ip}, 30 hops max, 60 byte packets`);
    const target = await reach(ip, 3000);
    const local =
      ip.startsWith('127.') ||
      ip === '::1' ||
      Object.values(networkInterfaces())
        .flat()
        .some((entry) => entry?.address === ip);
    let ttl = 1;
    if (!local && gateway) {
      const hop = await reach(gateway, 1000);
      display(`${ttl} ${gateway} (${gateway}) ${hop.ms.toFixed(3)} ms`);
      ttl += 1;
    }
    if (target.up) display(`${ttl} ${ip} (${ip}) ${target.ms.toFixed(3)} ms`);
    else {
      // No answer: every further hop times out (sooner than the real three seconds each).
      for (; ttl <= 30 && !signal.aborted; ttl += 1) {
        display(`${ttl} *`);
        await sleep(100, signal);
      }
    }
    display();
  }
}

/** The tools by the `tool_type` the page sends. */
export const TOOLS = { ping, telnet, nmap, tcpdump, traceroute };
