/** The classes a generated password draws from: no quotes, braces or backslashes, which Ansible pushes refuse. */
const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*()-_=+[];:,.?'] as const;
const ALPHABET = CLASSES.join('');

/** A uniformly random index below `bound`, from the browser's cryptographic source (no modulo bias). */
function randomBelow(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while ((word[0] ?? 0) >= limit);
  return (word[0] ?? 0) % bound;
}

const pick = (characters: string) => characters[randomBelow(characters.length)] ?? '';

/** A password of `length` characters (16 by default, as JumpServer's templates) with one of each class at least. */
export function generatePassword(length = 16): string {
  const characters = [...CLASSES.map(pick), ...Array.from({ length: Math.max(length, CLASSES.length) - CLASSES.length }, () => pick(ALPHABET))];
  // Shuffled (Fisher–Yates), so the guaranteed classes are not always first.
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomBelow(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}
