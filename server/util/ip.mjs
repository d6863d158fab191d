// What JumpServer's ip_child_validator takes in a login IP list: * for any,
// an address, a network (CIDR) or a range of IPv4 addresses.
import { BlockList, isIP, isIPv4 } from 'node:net';

function isNetwork(text) {
  const [address, prefix, ...rest] = text.split('/');
  if (rest.length || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(address);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

function isRange(text) {
  const [from, to, ...rest] = text.split('-');
  return !rest.length && to !== undefined && isIPv4(from) && isIPv4(to);
}

/** @param {string} text */
export function isIpItem(text) {
  return text === '*' || isIP(text) !== 0 || isNetwork(text) || isRange(text);
}

const family = (address) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether an address is in such a list (an access key's IP group): * holds every one. */
export function ipInGroup(address, items) {
  if (items.includes('*')) return true;
  if (!isIP(address)) return false;
  const list = new BlockList();
  for (const item of items) {
    if (isNetwork(item)) {
      const [network, prefix] = item.split('/');
      list.addSubnet(network, Number(prefix), family(network));
    } else if (isRange(item)) {
      const [from, to] = item.split('-');
      list.addRange(from, to, 'ipv4');
    } else if (isIP(item)) list.addAddress(item, family(item));
  }
  return list.check(address, family(address));
}
