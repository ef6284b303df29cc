import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { completeResponseHeaders, refuseBadRequests, refuseConnect } from "./request-guards";

// The guards in an Express app like server/index.ts, behind a stand-in for Remix that
// answers "served", and raw HTTP (no client library would send most of these requests).

const app = express();
app.use(completeResponseHeaders);
app.use(refuseBadRequests);
// As Remix answers a post to a page without an action, and a refused post, unread.
app.post("/no-action", (_request, response) => void response.status(405).send("no action"));
app.post("/refused", (_request, response) => void response.status(413).send("too large"));
app.all("*", (_request, response) => void response.send("served"));

let port = 0;
const server = app.listen(0);
server.on("connect", refuseConnect);
beforeAll(() => {
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
});

/** Sends a raw request and returns the status and the response's head. */
function send(lines: string[], body = ""): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (data) => (text += data.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const head = text.split("\r\n\r\n")[0] ?? "";
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head });
    });
    socket.end(`${lines.join("\r\n")}\r\nConnection: close\r\n\r\n${body}`);
  });
}

function header(head: string, name: string) {
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1] ?? null;
}

describe("refuseBadRequests", () => {
  test.each(["localhost", "localhost:3000", "127.0.0.1:80", "[::1]:3000", "www.agencevitrine.ca", "WWW.Example.CA"])(
    "serves Host %s",
    async (host) => {
      expect((await send(["GET / HTTP/1.1", `Host: ${host}`])).status).toBe(200);
    },
  );

  test.each(["%%%", "a b", "[::1", "localhost:99999999999", "evil.example/path", "user@evil.example", "a\\b"])(
    "400 for Host %s",
    async (host) => {
      expect((await send(["GET / HTTP/1.1", `Host: ${host}`])).status).toBe(400);
    },
  );

  test("400 for an X-Forwarded-Host that is not a host, and for a target that is not a path", async () => {
    const forwarded = await send(["GET / HTTP/1.1", "Host: localhost", "X-Forwarded-Host: evil.example:99999999999"]);
    expect(forwarded.status).toBe(400);
    expect((await send(["GET * HTTP/1.1", "Host: localhost"])).status).toBe(400);
    expect((await send(["GET http://evil.example/ HTTP/1.1", "Host: localhost"])).status).toBe(400);
  });

  test.each(["TRACE", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"])("405 with Allow for %s", async (method) => {
    const { status, head } = await send([`${method} / HTTP/1.1`, "Host: localhost"]);
    expect(status).toBe(405);
    expect(header(head, "Allow")).toBe("GET, HEAD, POST");
  });

  test("CONNECT: 405 with Allow", async () => {
    const { status, head } = await send(["CONNECT localhost:443 HTTP/1.1", "Host: localhost:443"]);
    expect(status).toBe(405);
    expect(header(head, "Allow")).toBe("GET, HEAD, POST");
  });

  test("a post from this origin, or without Origin, is served", async () => {
    const post = ["POST /form HTTP/1.1", "Host: localhost:3000", "Content-Length: 0"];
    expect((await send(post)).status).toBe(200);
    expect((await send([...post, "Origin: http://localhost:3000"])).status).toBe(200);
    const proxied = [...post, "X-Forwarded-Host: www.agencevitrine.ca", "Origin: https://www.agencevitrine.ca"];
    expect((await send(proxied)).status).toBe(200);
  });

  test.each(["http://evil.example", "http://localhost:3001", "null", "garbage"])(
    "403 for a post from Origin %s",
    async (origin) => {
      const post = ["POST /form HTTP/1.1", "Host: localhost:3000", "Content-Length: 0", `Origin: ${origin}`];
      expect((await send(post)).status).toBe(403);
    },
  );
});

describe("completeResponseHeaders", () => {
  test("a 405 says what the route allows", async () => {
    const { status, head } = await send(["POST /no-action HTTP/1.1", "Host: localhost", "Content-Length: 0"]);
    expect(status).toBe(405);
    expect(header(head, "Allow")).toBe("GET, HEAD");
  });

  test("an answer sent before the body was read closes the connection; otherwise it stays open", async () => {
    const refused = await send(["POST /refused HTTP/1.1", "Host: localhost", "Content-Length: 100000"], "a=1");
    expect(refused.status).toBe(413);
    expect(header(refused.head, "Connection")).toBe("close");
    const served = await new Promise<string | null>((resolve) => {
      void fetch(`http://127.0.0.1:${port}/`).then((response) => resolve(response.headers.get("Connection")));
    });
    expect(served).toBe("keep-alive");
  });
});
