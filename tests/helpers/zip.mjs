// Writes small .zip archives at test time (applet packages, playbook uploads), so no binary is committed.
// Files are deflated unless `stored`; a name ending in "/" is a directory entry.
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * @param {Record<string, string | Buffer>} files path → content
 * @param {{stored?: boolean}} [options]
 * @returns {Buffer}
 */
export function zipArchive(files, { stored = false } = {}) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = stored || name.endsWith('/') ? data : deflateRawSync(data);
    const method = packed === data ? 0 : 8;
    const nameBytes = Buffer.from(name, 'utf8');
    const fields = (header, at) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x0800, at + 2); // names are UTF-8
      header.writeUInt16LE(method, at + 4);
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(data) >>> 0, at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An applet package as JumpServer wants it: <name>.zip holding <name>/ with manifest.yml, icon.png and setup.yml. */
export function appletPackage(name, manifest, { omit = [] } = {}) {
  const files = { [`${name}/manifest.yml`]: manifest, [`${name}/icon.png`]: Buffer.from('89504e470d0a1a0a', 'hex'), [`${name}/setup.yml`]: '- name: install\n' };
  for (const file of omit) delete files[`${name}/${file}`];
  return zipArchive(files);
}

/** A manifest.yml of the shape the official applets have (display name through the i18n section). */
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
