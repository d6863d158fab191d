// A seeded generator, so every fresh data directory gets the same demo.
export function createRandom(seed = 20240501) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
    /** A few distinct items of a list. */
    sample(list, count) {
      const copy = [...list];
      const picked = [];
      while (picked.length < count && copy.length) picked.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return picked;
    },
    /** An ISO date between daysAgo days back and now. */
    pastDate(daysAgo) {
      return new Date(Date.now() - next() * daysAgo * 86400000).toISOString();
    },
  };
}
