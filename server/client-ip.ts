import type { IncomingMessage } from "node:http";

/**
 * The visitor's IP address, for per-client rate limits. Behind Fly.io's proxy every
 * socket comes from the proxy, which puts the visitor's address in Fly-Client-IP; that
 * header is trusted only when configured, since anyone can send it to a server they
 * reach directly.
 */
export function clientIpOf(request: IncomingMessage, { trustFlyClientIp }: { trustFlyClientIp: boolean }): string {
  const header = request.headers["fly-client-ip"];
  const flyClientIp = trustFlyClientIp && typeof header === "string" ? header.trim() : undefined;
  return flyClientIp || request.socket.remoteAddress || "unknown";
}
