// Writes small .zip archives at test time (applet packages, playbook uploads), so no binary is committed. Plain
// JavaScript, for node tests and the browser alike: entries are stored, or compressed by the `deflate` given
// (node's zlib.deflateRawSync). A name ending in "/" is a directory entry.

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const bytesOf = (content) => (typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content));

function concat(parts) {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function zipArchive(files, { deflate } = {}) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = bytesOf(content);
    const packed = deflate && !name.endsWith('/') ? new Uint8Array(deflate(data)) : data;
    const nameBytes = bytesOf(name);
    const fields = (view, at) => {
      view.setUint16(at, 20, true);
      view.setUint16(at + 2, 0x0800, true); // names are UTF-8
      view.setUint16(at + 4, packed === data ? 0 : 8, true);
      view.setUint32(at + 10, crc32(data), true);
      view.setUint32(at + 14, packed.length, true);
      view.setUint32(at + 18, data.length, true);
      view.setUint16(at + 22, nameBytes.length, true);
    };
    const local = new Uint8Array(30);
    const localView = new DataView(local.buffer);
    localView.setUint32(0, 0x04034b50, true);
    fields(localView, 4);
    const central = new Uint8Array(46);
    const centralView = new DataView(central.buffer);
    centralView.setUint32(0, 0x02014b50, true);
    centralView.setUint16(4, 20, true);
    fields(centralView, 6);
    centralView.setUint32(42, offset, true);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = concat(centrals);
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  const count = Object.keys(files).length;
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, count, true);
  endView.setUint16(10, count, true);
  endView.setUint32(12, directory.length, true);
  endView.setUint32(16, offset, true);
  return concat([...locals, directory, end]);
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function appletPackage(name, manifest, { omit = [], deflate } = {}) {
  const files = { [`${name}/manifest.yml`]: manifest, [`${name}/icon.png`]: PNG_SIGNATURE, [`${name}/setup.yml`]: '- name: install\n' };
  for (const file of omit) delete files[`${name}/${file}`];
  return zipArchive(files, { deflate });
}

export function appletManifest(name, { version = '1.0', type = 'web', edition = 'community' } = {}) {
  return [
    `name: ${name}`,
    `display_name: "{{ 'Test Applet' | trans }}"`,
    `version: ${version}`,
    'author: Test Team',
    `type: ${type}`,
    `edition: ${edition}`,
    'tags:',
    '  - web',
    'protocols: [http, https]',
    'i18n:',
    '  Test Applet:',
    '    en: Test Applet',
    '    zh: 测试应用',
    '    ja: テストアプレット',
    '',
  ].join('\n');
}
