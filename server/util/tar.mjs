// A minimal ustar archive writer: regular files only, names under 100 bytes
// (what JumpServer's replay download puts in its tar).

const BLOCK = 512;

function header(name, size, mtime) {
  const block = Buffer.alloc(BLOCK);
  const put = (text, offset, length) => block.write(text, offset, length, 'utf8');
  const octal = (value, length) => value.toString(8).padStart(length - 1, '0');
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(mtime / 1000), 12), 136, 12);
  put('        ', 148, 8);
  put('0', 156, 1);
  put('ustar\u000000', 257, 8);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${octal(sum, 7)}\u0000`, 148, 8);
  return block;
}

/** @param {{name: string, data: Buffer}[]} files @param {number} [mtime] */
export function tarArchive(files, mtime = Date.now()) {
  const parts = [];
  for (const { name, data } of files) {
    if (Buffer.byteLength(name) > 99) throw new Error(`tar name too long: ${name}`);
    parts.push(header(name, data.length, mtime), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}
