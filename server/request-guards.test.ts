import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { allowHeaderOn405, drainUnreadBodies, refuseBadRequests, refuseConnect } from "./request-guards";

// The guards in an Express app like server/index.ts, behind a stand-in for Remix that
// answers "served", and raw HTTP (no client library would send most of these requests).

const app = express();
app.use(allowHeaderOn405);
app.use(drainUnreadBodies({ windowMs: 300 }));
app.use(refuseBadRequests);
// As Remix answers a post to a page without an action, and a refused post, unread.
app.post("/no-action", (_request, response) => void response.status(405).send("no action"));
app.post("/refused", (_request, response) => void response.status(413).send("too large"));
// As the bounded reader does: reads the start of the body, then stops and refuses.
app.post("/read-some", (request, response) => {
  request.once("data", () => {
    request.pause();
    response.status(413).send("too large");
  });
});
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

  test("without Origin, a post that says it comes from this origin (Sec-Fetch-Site, else Referer) is served", async () => {
    const post = ["POST /form HTTP/1.1", "Host: localhost:3000", "Content-Length: 0"];
    expect((await send([...post, "Sec-Fetch-Site: same-origin"])).status).toBe(200);
    expect((await send([...post, "Referer: http://localhost:3000/compte/supprimer"])).status).toBe(200);
    const proxied = [
      ...post,
      "X-Forwarded-Host: www.agencevitrine.ca",
      "Referer: https://www.agencevitrine.ca/contact",
    ];
    expect((await send(proxied)).status).toBe(200);
  });

  test.each([
    ["Referer: https://evil.example/"],
    ["Referer: http://localhost:3001/compte/supprimer"],
    ["Referer: garbage"],
    ["Sec-Fetch-Site: cross-site"],
    ["Sec-Fetch-Site: same-site"],
    ["Sec-Fetch-Site: none"],
    // Sec-Fetch-Site, when sent, is what the browser knows; a Referer does not overrule it.
    ["Sec-Fetch-Site: cross-site", "Referer: http://localhost:3000/"],
  ])("403 for a post without Origin and with %s", async (...headers) => {
    const post = ["POST /compte/supprimer HTTP/1.1", "Host: localhost:3000", "Content-Length: 0", ...headers];
    expect((await send(post)).status).toBe(403);
  });

  test.each(["http://evil.example", "http://localhost:3001", "null", "garbage"])(
    "403 for a post from Origin %s",
    async (origin) => {
      const post = ["POST /form HTTP/1.1", "Host: localhost:3000", "Content-Length: 0", `Origin: ${origin}`];
      expect((await send(post)).status).toBe(403);
    },
  );
});

test("a 405 says what the route allows", async () => {
  const { status, head } = await send(["POST /no-action HTTP/1.1", "Host: localhost", "Content-Length: 0"]);
  expect(status).toBe(405);
  expect(header(head, "Allow")).toBe("GET, HEAD");
});

describe("drainUnreadBodies", () => {
  /** Writes a request whose body is `bodyBytes` long, in chunks, and collects what comes back until the server closes. */
  function postUnread(target: string, bodyBytes: number, then = "") {
    return new Promise<{ text: string; reset: boolean }>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let text = "";
      let reset = false;
      socket.on("data", (data) => (text += data.toString("latin1")));
      socket.on("error", () => (reset = true));
      socket.on("close", () => resolve({ text, reset }));
      socket.write(`POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${bodyBytes}\r\n\r\n`);
      void (async () => {
        const chunk = Buffer.alloc(64 * 1024, "a");
        for (let sent = 0; sent < bodyBytes && !socket.destroyed; sent += chunk.length) {
          const part = chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent));
          if (!socket.write(part)) await new Promise((drained) => socket.once("drain", drained).once("close", drained));
        }
        if (!socket.destroyed) socket.end(then);
      })();
    });
  }

  test("after a refusal, the rest of the body is dropped and the connection serves the next request", async () => {
    const next = "GET /after HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    for (const target of ["/refused", "/read-some"]) {
      const { text } = await postUnread(target, 300 * 1024, next);
      expect(text.match(/HTTP\/1\.1 \d{3}/g), target).toEqual(["HTTP/1.1 413", "HTTP/1.1 200"]);
    }
  });

  test("a client still sending after its answer's window is cut off; the answer arrived first", async () => {
    const started = Date.now();
    const { text } = await postUnread("/read-some", 1024 * 1024 * 1024);
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
