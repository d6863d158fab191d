// What a hardware refresh gathers from a host (HostGatheredInfoSerializer: every
// value a string). Nothing is reached from here, so it is made up, plausibly for
// the host's type; `int(min, max)` draws the numbers (the seed's own random, or not).

const CORES = [2, 4, 8, 16];
const MEMORY = [2, 4, 8, 16, 32, 64];
const DISKS = [40, 80, 100, 200, 500];

/** The gathered-info fields with their labels, in HostGatheredInfoSerializer's order. */
export const GATHERED_INFO_FIELDS = [
  ['vendor', 'Vendor'],
  ['model', 'Model'],
  ['sn', 'Serial number'],
  ['cpu_model', 'CPU model'],
  ['cpu_count', 'CPU count'],
  ['cpu_cores', 'CPU cores'],
  ['cpu_vcpus', 'CPU vcpus'],
  ['memory', 'Memory'],
  ['disk_total', 'Disk total'],
  ['distribution', 'OS'],
  ['distribution_version', 'OS version'],
  ['arch', 'OS arch'],
];

/** @param {string} type the host's type (linux, windows, unix…) @param {(min: number, max: number) => number} int */
export function gatheredInfo(type, int) {
  const cores = CORES[int(0, CORES.length - 1)];
  const windows = type === 'windows';
  return {
    vendor: 'QEMU',
    model: 'Standard PC (i440FX + PIIX, 1996)',
    sn: `VM-${int(100000, 999999)}`,
    cpu_model: 'Intel(R) Xeon(R) Gold 6248R CPU @ 3.00GHz',
    cpu_count: '1',
    cpu_cores: String(cores),
    cpu_vcpus: String(cores * 2),
    memory: `${MEMORY[int(0, MEMORY.length - 1)]}.00 G`,
    disk_total: `${DISKS[int(0, DISKS.length - 1)]}.00 G`,
    distribution: windows ? 'Microsoft Windows Server 2019 Datacenter' : type === 'unix' ? 'FreeBSD' : 'Ubuntu',
    distribution_version: windows ? '10.0.17763' : type === 'unix' ? '13.2' : '22.04',
    arch: 'x86_64',
  };
}
