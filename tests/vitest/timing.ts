import { performance } from "node:perf_hooks";

/**
 * The typical time of each of two actions, to check that they take the same time (known
 * and unknown addresses, say). They run alternately, so a busy machine slows both alike,
 * and each is measured by its fastest call: load only ever adds time, so the fastest call
 * shows what the work itself costs (a lower quartile still failed now and then on a busy
 * machine), while a systematic difference (the one an attacker would measure) shifts every call.
 */
export async function typicalTimes(first: () => Promise<unknown>, second: () => Promise<unknown>, rounds = 24) {
  const times: [number[], number[]] = [[], []];
  const run = async (action: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await action();
    into.push(performance.now() - start);
  };
  // One call each first, so that module loading and caches do not count.
  await first();
  await second();
  for (let round = 0; round < rounds; round++) {
    await run(first, times[0]);
    await run(second, times[1]);
  }
  return [Math.min(...times[0]), Math.min(...times[1])] as const;
}

/** The larger of two times over the smaller: 1 when equal. */
export function timeRatio([a, b]: readonly [number, number]) {
  return Math.max(a, b) / Math.max(Math.min(a, b), Number.EPSILON);
}
