// A 5×7 pixel font for the text of the graphical recordings: the Guacamole
// protocol draws shapes, not text, so a letter is the runs of its lit pixels.
// Upper case only, as a Windows console shows case-insensitive commands.

/** Each glyph: seven rows, each five bits (the high bit leftmost), in hex. */
const GLYPHS = {
  A: '0e11111f111111',
  B: '1e11111e11111e',
  C: '0e11101010110e',
  D: '1c12111111121c',
  E: '1f10101e10101f',
  F: '1f10101e101010',
  G: '0e11101711110f',
  H: '1111111f111111',
  I: '0e04040404040e',
  J: '0702020202120c',
  K: '11121418141211',
  L: '1010101010101f',
  M: '111b1515111111',
  N: '11111915131111',
  O: '0e11111111110e',
  P: '1e11111e101010',
  Q: '0e11111115120d',
  R: '1e11111e141211',
  S: '0f10100e01011e',
  T: '1f040404040404',
  U: '1111111111110e',
  V: '11111111110a04',
  W: '1111111515150a',
  X: '11110a040a1111',
  Y: '1111110a040404',
  Z: '1f01020408101f',
  0: '0e11131519110e',
  1: '040c040404040e',
  2: '0e11010204081f',
  3: '1f02040201110e',
  4: '02060a121f0202',
  5: '1f101e0101110e',
  6: '0608101e11110e',
  7: '1f010204080808',
  8: '0e11110e11110e',
  9: '0e11110f01020c',
  ':': '000c0c000c0c00',
  '\\': '00100804020100',
  '/': '00010204081000',
  '>': '08040201020408',
  '.': '00000000000c0c',
  ',': '000000000c0408',
  '-': '0000001f000000',
  _: '0000000000001f',
  '=': '00001f001f0000',
  '|': '04040404040404',
  '(': '02040808080402',
  ')': '08040202020408',
  '*': '0004150e150400',
  '%': '18190204081303',
  "'": '0c040800000000',
};

const rowsOf = (hex) => Array.from({ length: 7 }, (_, row) => parseInt(hex.slice(row * 2, row * 2 + 2), 16));

/** Advance of one character, in font pixels (five and a space). */
export const GLYPH_WIDTH = 6;
export const GLYPH_HEIGHT = 7;

/**
 * The rectangles that draw a text at (x, y), each lit run of a row one
 * rectangle, scaled by `scale` screen pixels a font pixel. Unknown characters
 * leave a space.
 * @returns {[number, number, number, number][]} x, y, width, height
 */
export function textRects(text, x, y, scale = 1) {
  const rects = [];
  [...text.toUpperCase()].forEach((char, index) => {
    const hex = GLYPHS[char];
    if (!hex) return;
    const left = x + index * GLYPH_WIDTH * scale;
    rowsOf(hex).forEach((bits, row) => {
      let start = -1;
      for (let column = 0; column <= 5; column += 1) {
        const lit = column < 5 && bits & (0x10 >> column);
        if (lit && start < 0) start = column;
        if (!lit && start >= 0) {
          rects.push([left + start * scale, y + row * scale, (column - start) * scale, scale]);
          start = -1;
        }
      }
    });
  });
  return rects;
}
