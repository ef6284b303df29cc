import type { IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import { clientIpOf } from "./client-ip";

function request(headers: Record<string, string>, remoteAddress = "10.0.0.7") {
  return { headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

test("the socket address, unless Fly-Client-IP is configured as trusted", () => {
  const proxied = request({ "fly-client-ip": "203.0.113.9" });
  expect(clientIpOf(proxied, { trustFlyClientIp: false })).toBe("10.0.0.7");
  expect(clientIpOf(proxied, { trustFlyClientIp: true })).toBe("203.0.113.9");
});

test("a trusted setup without the header falls back to the socket", () => {
  expect(clientIpOf(request({}), { trustFlyClientIp: true })).toBe("10.0.0.7");
});
