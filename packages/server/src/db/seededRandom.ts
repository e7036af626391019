/**
 * The demo's and the generated pictures' randomness: mulberry32, a small, fast, seeded generator,
 * so every seed run and every generated test picture is the same. Not for anything secret.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** A whole number from `min` to `max`, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** One of the items, each as likely as its weight. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
    return items[items.length - 1]![0];
  };
  return { next, int, pick, weighted };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
