// settings.utils.generate_ips / generate_ports: what the tools' address and port
// fields accept. Addresses: a comma-separated list of IPs or host names (looked
// up), a network (`192.168.1.0/30`), or a range (`192.168.1.1-12`,
// `192.168.1.1-192.168.1.12`). Ports: numbers 1-65535, as a list or a
// comma-separated string; anything else is dropped.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** More addresses than this in one request are not scanned (a /16 would be 65,536). */
export const MAX_ADDRESSES = 256;
const LOOKUP_MS = 2000;

const toNumber = (ip) => ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
const toIp = (number) => [24, 16, 8, 0].map((shift) => Math.floor(number / 2 ** shift) % 256).join('.');

/** A host name's address, or null when it has none (in time). */
async function resolve(name) {
  let timer;
  try {
    const answer = await Promise.race([lookup(name, { family: 0 }), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), LOOKUP_MS)))]);
    return answer.address;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function expandRange(start, end) {
  const first = toNumber(start);
  const last = toNumber(end);
  if (last < first) return [];
  return Array.from({ length: Math.min(last - first + 1, MAX_ADDRESSES) }, (_, index) => toIp(first + index));
}

function expandNetwork(network) {
  const [base, bits] = network.split('/');
  const prefix = Number(bits);
  if (isIP(base) !== 4 || !Number.isInteger(prefix) || prefix < 0 || prefix > 32) return [];
  const size = 2 ** (32 - prefix);
  const first = Math.floor(toNumber(base) / size) * size;
  return expandRange(toIp(first), toIp(first + size - 1));
}

/** @returns {Promise<string[]>} the addresses to act on, at most MAX_ADDRESSES */
export async function generateIps(text) {
  const ips = [];
  for (const item of String(text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (isIP(item)) ips.push(item);
    else if (item.includes('/')) ips.push(...expandNetwork(item));
    else if (/^\d+\.\d+\.\d+\.\d+-(\d+|\d+\.\d+\.\d+\.\d+)$/.test(item)) {
      const [start, end] = item.split('-');
      if (isIP(start) === 4) ips.push(...expandRange(start, end.includes('.') ? end : `${start.slice(0, start.lastIndexOf('.') + 1)}${end}`));
    } else {
      const address = await resolve(item);
      if (address) ips.push(address);
    }
  }
  return [...new Set(ips)].slice(0, MAX_ADDRESSES);
}

/** @returns {number[]} */
export function generatePorts(ports) {
  const items = Array.isArray(ports) ? ports : typeof ports === 'number' ? [ports] : String(ports ?? '').split(',');
  return items.map((port) => Number(String(port).trim())).filter((port) => Number.isInteger(port) && port >= 1 && port <= 65535);
}
