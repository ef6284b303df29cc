import { expect, test } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

test("allows the limit per window, then refuses with the seconds left", () => {
  const { now, advance } = clock();
  const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now });
  expect([1, 2, 3].map(() => limiter.hit("203.0.113.1").allowed)).toEqual([true, true, true]);
  advance(20_500);
  expect(limiter.hit("203.0.113.1")).toEqual({ allowed: false, retryAfterSeconds: 40 });
});

test("counts each key on its own", () => {
  const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: clock().now });
  expect(limiter.hit("203.0.113.1").allowed).toBe(true);
  expect(limiter.hit("203.0.113.2").allowed).toBe(true);
  expect(limiter.hit("203.0.113.1").allowed).toBe(false);
});

test("a new window starts once the old one is over", () => {
  const { now, advance } = clock();
  const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now });
  limiter.hit("203.0.113.1");
  expect(limiter.hit("203.0.113.1").allowed).toBe(false);
  advance(60_000);
  expect(limiter.hit("203.0.113.1").allowed).toBe(true);
});

test("peek tells whether one more attempt is allowed, without counting it", () => {
  const { now, advance } = clock();
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now });
  expect(limiter.peek("zoe@example.com")).toEqual({ allowed: true });
  limiter.hit("zoe@example.com");
  expect(limiter.peek("zoe@example.com")).toEqual({ allowed: true });
  limiter.hit("zoe@example.com");
  advance(30_000);
  expect(limiter.peek("zoe@example.com")).toEqual({ allowed: false, retryAfterSeconds: 30 });
  expect(limiter.peek("zoe@example.com")).toEqual({ allowed: false, retryAfterSeconds: 30 });
  advance(30_000);
  expect(limiter.peek("zoe@example.com")).toEqual({ allowed: true });
});
