/**
 * Colour contrast as WCAG 2 measures it, and the theme colours made readable:
 * the interface settings (and JumpServer's own defaults) choose colours for
 * their look, not for the 4.5:1 that text needs, so each is darkened, in its
 * own hue, until text in it on white, and white text on it, can be read.
 */

/** What text on a light tinted surface (the page, a selected row) still gets: 4.5:1 there is about 5:1 on white. */
const READABLE_ON_WHITE = 5.1;

function channels(hex: string): [number, number, number] {
  let digits = hex.trim().replace('#', '');
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour, darkened in steps toward black, until it reaches `minimum` against white; unchanged when it already does. */
export function readableOnWhite(hex: string, minimum: number = READABLE_ON_WHITE): string {
  const base = channels(hex);
  for (let step = 0; step <= 100; step += 1) {
    const shade = `#${base
      .map((channel) =>
        Math.round(channel * (1 - step / 100))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrastRatio(shade, '#ffffff') >= minimum) return shade;
  }
  return '#000000';
}
