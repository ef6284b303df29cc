import type { Request } from "express";

/**
 * The visitor's IP address, for per-client rate limits. Behind Fly.io's proxy every
 * socket comes from the proxy, which puts the visitor's address in Fly-Client-IP; that
 * header is trusted only when configured, since anyone can send it to a server they
 * reach directly.
 */
export function clientIpOf(request: Request, { trustFlyClientIp }: { trustFlyClientIp: boolean }): string {
  const flyClientIp = trustFlyClientIp ? request.get("Fly-Client-IP")?.trim() : undefined;
  return flyClientIp || request.socket.remoteAddress || "unknown";
}
