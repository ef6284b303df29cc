import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { createClient } from "@libsql/client";
import { expect, test } from "@playwright/test";
import { localizedRoutes, resourceRoutes } from "../../app/config/routes";

// Thousands of requests no browser would send, against a production server of its own
// (own port, database and media folder): every route of the route table in both
// languages, every method, malformed and oversized bodies, bad cookies, odd headers and
// hostile query strings. The server promises (docs/decisions/020): no 5xx and no stack
// trace for any of them, no row written, and bounded memory.

const port = Number(process.env.E2E_PORT ?? 3100) + 90;
const host = `localhost:${port}`;
const dataDir = path.resolve("tests/.data");
const database = path.join(dataDir, "fuzz.db");
const staff = { email: "fuzz-staff@example.com", password: "Fuzz-staff-password-1" };
/** Largest media upload of this server, so that refusing a larger one is cheap. */
const mediaMaxBytes = 256 * 1024;

let server: ChildProcess;
let serverLog = "";
/** The staff member's session cookie (signed in once, before any count is taken). */
let staffCookie = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  rmSync(path.join(dataDir, "fuzz-media"), { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SITE_URL: `http://${host}`,
    DATABASE_URL: `file:${database}`,
    SESSION_SECRET: "fuzz-session-secret-with-at-least-32-characters",
    MEDIA_STORE: "fs",
    MEDIA_DIR: path.join(dataDir, "fuzz-media"),
    MEDIA_MAX_BYTES: String(mediaMaxBytes),
    MAIL_OUTBOX_DIR: path.join(dataDir, "fuzz-outbox"),
    // Each probe claims its own client address, so the rate limits (default: 10 a minute)
    // let the probes reach the code behind them, and the Retry-After test can exceed them.
    TRUST_FLY_CLIENT_IP: "true",
  };
  delete env.SMTP_URL;
  delete env.AGENCY_LEAD_EMAIL;
  delete env.LEAD_RATE_LIMIT_PER_MINUTE;
  delete env.AUTH_RATE_LIMIT_PER_MINUTE;
  // exec all the way down (bash, sh, node): this pid is the server's, for its memory.
  server = spawn("bash", ["scripts/e2e-server.sh"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const keep = (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-200_000));
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  await expect
    .poll(async () => (await fetch(`http://${host}/healthz`).catch(() => null))?.status, { timeout: 45_000 })
    .toBe(200);
  const created = spawnSync("node", ["server-build/create-staff.js", staff.email, staff.password], {
    env,
    encoding: "utf8",
  });
  expect(created.status, created.stderr).toBe(0);
  const login = await send({
    method: "POST",
    target: "/en/login",
    headers: [["Content-Type", "application/x-www-form-urlencoded"]],
    body: Buffer.from(new URLSearchParams(staff).toString()),
  });
  expect(login.status).toBe(303);
  staffCookie = /^set-cookie: (vitrine_session=[^;]+)/im.exec(login.head)?.[1] ?? "";
  expect(staffCookie).not.toBe("");
});

test.afterAll(() => {
  server?.kill();
});

// Playwright reads a hook's fixtures from the pattern of its first argument: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.info(`Fuzz server log (end):\n${serverLog.slice(-20_000)}`);
});

// ---------------------------------------------------------------------------------------
// A raw HTTP/1.1 client: fetch() and Playwright's request would refuse most of these.

type Probe = {
  method: string;
  target: string;
  /** Extra headers; a null value drops a default (Host). */
  headers?: Array<[string, string | null]>;
  /** Sent with its Content-Length. */
  body?: Buffer;
  /** Streamed in chunks: with Transfer-Encoding: chunked, or with its Content-Length. */
  stream?: { bytes: number; chunked: boolean };
  /** Announces more bytes than it sends: no answer is owed, the connection is closed. */
  truncated?: boolean;
};

/**
 * `bodyCut`: the connection closed while the body was still being sent. Node answers a
 * request it cannot parse at all (no Host, say) with 400 and closes at once; a client
 * still sending then often gets a reset instead of the answer. Not the app's to avoid.
 */
type Answer = { status: number | null; head: string; body: string; bodyCut: boolean };

const CHUNK = Buffer.alloc(64 * 1024, "a");

/**
 * Sends a probe on a keep-alive connection, as browsers do (a server may answer a refused
 * post before its body, then read and drop the rest), and closes it once the answer is
 * complete, by its Content-Length or its last chunk.
 */
function send(probe: Probe, timeoutMs = 20_000): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let receivedBytes = 0;
    let tail = "";
    let answered = false;
    let bodySent = !probe.body && !probe.stream;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const head = split < 0 ? text : text.slice(0, split);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      const body = split < 0 ? "" : text.slice(split + 4);
      resolve({ status: status ? Number(status) : null, head, body, bodyCut: !bodySent && !answered });
    };
    /** Whether the whole answer has arrived. */
    const complete = () => {
      const text = Buffer.concat(received).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return false;
      const head = text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
      if (probe.method === "HEAD" || status === 204 || status === 304 || status < 200) return true;
      const length = /^content-length: *(\d+)/im.exec(head)?.[1];
      if (length !== undefined) return receivedBytes >= split + 4 + Number(length);
      return /^transfer-encoding: *chunked/im.test(head) && tail.endsWith("\r\n0\r\n\r\n");
    };
    const timer = setTimeout(finish, probe.truncated ? 500 : timeoutMs);
    socket.on("data", (data: Buffer) => {
      answered = true;
      // Enough to read the status, the headers and the start of the body.
      if (receivedBytes < 256 * 1024) received.push(data);
      receivedBytes += data.length;
      tail = (tail + data.toString("latin1")).slice(-16);
      if (complete()) finish();
    });
    socket.on("error", () => undefined);
    socket.on("close", finish);

    const headers = new Map<string, string | null>([["host", host]]);
    for (const [name, value] of probe.headers ?? []) headers.set(name.toLowerCase(), value);
    if (probe.body) headers.set("content-length", String(probe.body.length + (probe.truncated ? 1000 : 0)));
    if (probe.stream) {
      headers.set(
        probe.stream.chunked ? "transfer-encoding" : "content-length",
        probe.stream.chunked ? "chunked" : String(probe.stream.bytes),
      );
    }
    const lines = [`${probe.method} ${probe.target} HTTP/1.1`];
    for (const [name, value] of headers) if (value !== null) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
    if (probe.body) socket.write(probe.body, (error) => (bodySent = !error));
    const stream = probe.stream;
    if (stream) {
      // Sends until the server answers or closes: a server that refuses early never reads it all.
      void (async () => {
        for (let sent = 0; sent < stream.bytes && !answered && !socket.destroyed; sent += CHUNK.length) {
          const frame = stream.chunked
            ? Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from("\r\n")])
            : CHUNK;
          if (!socket.write(frame))
            await new Promise((drained) => socket.once("drain", drained).once("close", drained));
        }
        if (stream.chunked && !socket.destroyed) socket.write("0\r\n\r\n");
        bodySent = !socket.destroyed;
      })();
    }
  });
}

// ---------------------------------------------------------------------------------------
// What the probes are made of.

/** A small seeded generator (mulberry32), so that a failing run can be replayed with FUZZ_SEED. */
function randomGenerator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
}

/** Values for each route parameter: real ones, then hostile ones. */
const parameterSamples: Record<string, string[]> = {
  serviceSlug: ["seo", "%00", "..%2F..%2Fetc", "x".repeat(600)],
  citySlug: ["quebec-city", "%E0%A4%A", "%C0%AF"],
  slug: ["guide-seo-local-pme", "local-seo-guide-small-business", "%00%0d%0a"],
  leadId: [randomUUID(), "%27%20OR%201%3D1", "%FF"],
  postId: ["cmpostid0000000000000000", "%27%20OR%201%3D1", "%FF"],
  clientId: ["cmclientid00000000000000", "%27%20OR%201%3D1", "%FF", "x".repeat(600)],
  projectId: ["cmprojectid0000000000000", "%00", "..%2F..%2Fetc"],
  kind: ["service", "glossary-term", "%00", "..%2F..%2Fetc"],
  key: ["seo", "roas", "%27%20OR%201%3D1", "x".repeat(600)],
  language: ["en", "de", "%00", "..%2F..%2Fetc"],
  namespace: ["glossary", "auth", "__proto__", "constructor", "x".repeat(600)],
  "*": [`${randomUUID()}/${randomUUID()}.png`, "..%2F..%2Fetc%2Fpasswd", "no/such/page%00", "%"],
};

/** Every path of the route table, in both languages, once per sample of its parameters. */
function routePaths() {
  const fill = (pattern: string) => {
    const names = [...pattern.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? "*");
    const rounds = Math.max(1, ...names.map((name) => parameterSamples[name]?.length ?? 0));
    return Array.from({ length: rounds }, (_, round) =>
      pattern.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
        const samples = parameterSamples[name ?? "*"];
        if (!samples) throw new Error(`No samples for the route parameter ${name} (${pattern})`);
        return samples[round % samples.length] as string;
      }),
    );
  };
  const paths = new Set<string>();
  for (const [french, english] of localizedRoutes) {
    for (const filled of fill(french)) paths.add(`/${filled}`);
    for (const filled of fill(english)) paths.add(filled ? `/en/${filled}` : "/en");
  }
  for (const [pattern] of resourceRoutes) for (const filled of fill(pattern)) paths.add(`/${filled}`);
  return [...paths];
}

/** The URL of a route's data for single fetch (what the enhanced forms and links request). */
function dataPath(pathname: string) {
  return pathname === "/" ? "/_root.data" : `${pathname.replace(/\/$/, "")}.data`;
}

/** The routes that have an action: the posts worth the whole body matrix. */
const actionPaths = [
  "/contact",
  "/en/free-audit",
  "/login",
  "/en/signup",
  "/mot-de-passe-oublie",
  "/en/choose-password?token=x",
  "/compte",
  "/en/account/delete",
  "/admin/clients/invite",
  "/auth/callback",
  "/en/media",
  `/admin/leads/${randomUUID()}`,
  `/admin/clients/${randomUUID()}`,
  `/admin/clients/${randomUUID()}/projects/${randomUUID()}/delete`,
  "/admin/content/service/seo?lang=en",
  "/admin/glossary/new",
  "/logout",
  "/resources/notice",
  "/resources/cookie-consent",
  "/resources/chatbot-lead",
  "/resources/media-upload",
];

const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "FOO"];

const urlencoded: [string, string] = ["Content-Type", "application/x-www-form-urlencoded"];
const boundary = "----fuzz";
const multipart: [string, string] = ["Content-Type", `multipart/form-data; boundary=${boundary}`];

/** Bodies a client may send; `form` marks those that are a readable form (a sign-out would act on it). */
const bodies: Array<{ name: string; form: boolean; probe: Omit<Probe, "method" | "target"> }> = [
  { name: "none", form: false, probe: {} },
  { name: "empty form", form: true, probe: { headers: [urlencoded], body: Buffer.alloc(0) } },
  {
    name: "garbage url-encoding",
    form: true,
    probe: { headers: [urlencoded], body: Buffer.from("%%%=%ZZ&&=&a=%E0%A4%A&redirectTo=%09%2F%2Fevil.example&flow") },
  },
  {
    name: "control characters in every usual field",
    form: true,
    probe: {
      headers: [urlencoded],
      body: Buffer.from(
        new URLSearchParams({
          email: "a\u0000@example.com",
          name: "Nul\u0000Byte",
          password: "Passw0rd\u0000",
          redirectTo: "/\u0001x",
          sourcePage: "/\u0000",
          notice: "wip\u0000",
          intent: "status",
          status: "\u0000",
          id: "\u0000",
          flow: "quote\u0000",
          website: "https://\u0000.ca",
          consent: "on",
          message: "\u0000".repeat(100),
        }).toString(),
      ),
    },
  },
  {
    name: "JSON",
    form: false,
    probe: { headers: [["Content-Type", "application/json"]], body: Buffer.from('{"email":"x"}') },
  },
  { name: "text", form: false, probe: { headers: [["Content-Type", "text/plain"]], body: Buffer.from("hello") } },
  { name: "no type", form: false, probe: { headers: [], body: Buffer.from("a=1") } },
  { name: "garbage type", form: false, probe: { headers: [["Content-Type", "%%%/;;;=="]], body: Buffer.from("a=1") } },
  {
    name: "multipart without boundary",
    form: false,
    probe: { headers: [["Content-Type", "multipart/form-data"]], body: Buffer.from("--x\r\n\r\n") },
  },
  {
    name: "multipart cut short",
    form: false,
    probe: {
      headers: [multipart],
      body: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.js"\r\n\r\nalert(1)`,
      ),
    },
  },
  {
    name: "multipart with a broken part",
    form: false,
    probe: { headers: [multipart], body: Buffer.from(`--${boundary}\r\nno headers here\r\n--${boundary}--\r\n`) },
  },
  {
    name: "multipart, fields only",
    form: true,
    probe: {
      headers: [multipart],
      body: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="redirectTo"\r\n\r\n/\t/evil.example\r\n--${boundary}--\r\n`,
      ),
    },
  },
  {
    name: "oversized form",
    form: false,
    probe: { headers: [urlencoded], body: Buffer.from(`message=${"a".repeat(300 * 1024)}`) },
  },
  {
    name: "oversized chunked form",
    form: false,
    probe: { headers: [urlencoded], stream: { bytes: 300 * 1024, chunked: true } },
  },
  {
    name: "oversized multipart",
    form: false,
    probe: { headers: [multipart], stream: { bytes: 600 * 1024, chunked: false } },
  },
  {
    name: "length announced, never sent",
    form: false,
    probe: { headers: [urlencoded], body: Buffer.from("a=1"), truncated: true },
  },
];

const headerVariants: Array<Array<[string, string | null]>> = [
  [],
  [["Cookie", "vitrine_session=garbage"]],
  [["Cookie", `vitrine_session=${"a".repeat(7000)}`]],
  [["Cookie", "vitrine_session=%E0%A4%A; vitrine_toast=%ZZ; =; ;;"]],
  [["Cookie", "vitrine_toast=eyJ0b2FzdCI6MX0%3D.bad-signature"]],
  [["Accept-Language", ";;;=,,q=abc,*;q=9e999"]],
  [["Host", "%%%"]],
  [["Host", "a b"]],
  [["Host", "[::1"]],
  [["Host", "localhost:99999999999"]],
  [["Host", null]],
  [["X-Forwarded-Host", "evil.example:99999999999"]],
  [["X-Forwarded-Host", "%%%"]],
  [["Origin", "http://evil.example"]],
  [["Origin", "null"]],
  [["Origin", "garbage"]],
  [["If-None-Match", '"x", W/"y", *garbage']],
  [["If-Modified-Since", "not a date"]],
  [["Range", "bytes=9999999999-0"]],
  [["Accept", "application/json"]],
  [["Accept-Encoding", "gzip;q=abc, br;q=-1"]],
  [["Fly-Client-IP", "not an address"]],
  [["Content-Length", "abc"]],
];

const queries = [
  "",
  "?page=-1",
  "?page=1e309",
  "?page=%00",
  "?page=%E0%A4%A",
  "?redirectTo=%09%2F%2Fevil.example",
  "?redirectTo=%01",
  "?redirectTo=%2F%5Cevil.example",
  "?lang=xx",
  "?delete=%00",
  "?token=%E0%A4%A",
  "?token=x&confirmed=1",
  "?status=bogus&type=bogus&q=%00&from=not-a-date&to=9999-99-99",
  "?_data=routes%2Fhome",
  `?${"a=1&".repeat(2000)}`,
  "?%",
];

let probeCounter = 0;
/** A client address of its own for each probe, under every rate limit. */
function clientAddress(): [string, string] {
  probeCounter += 1;
  return ["Fly-Client-IP", `10.${(probeCounter >> 16) & 255}.${(probeCounter >> 8) & 255}.${probeCounter & 255}`];
}

function withCookie(probe: Probe, cookie: string): Probe {
  return { ...probe, headers: [["Cookie", cookie], ...(probe.headers ?? [])] };
}

function probes(seed: number): Probe[] {
  const pick = randomGenerator(seed);
  const list: Probe[] = [];
  const paths = routePaths();
  // Every route, every method, as a page and as single-fetch data.
  for (const pathname of paths) {
    for (const target of [pathname, dataPath(pathname)]) {
      for (const method of methods) list.push({ method, target, headers: [clientAddress()] });
    }
  }
  // Every body to every action, signed out and as staff (never a readable form to
  // /logout as staff: that would sign the session out, as it should).
  for (const pathname of actionPaths) {
    for (const target of [pathname, dataPath(pathname)]) {
      for (const { probe, form } of bodies) {
        const post: Probe = { ...probe, method: "POST", target, headers: [clientAddress(), ...(probe.headers ?? [])] };
        list.push(post);
        if (!(pathname === "/logout" && form)) list.push(withCookie(post, staffCookie));
      }
    }
  }
  // Odd headers and query strings on random routes and methods.
  for (let index = 0; index < 1000; index += 1) {
    const method = pick(["GET", "GET", "HEAD", "POST", "POST", "PUT"]);
    const pathname = pick([...paths, ...actionPaths]);
    const target = `${pick([pathname, dataPath(pathname)])}${pick(queries)}`;
    const body = method === "POST" || method === "PUT" ? pick(bodies) : null;
    const headers: Array<[string, string | null]> = [
      clientAddress(),
      ...pick(headerVariants),
      ...(body?.probe.headers ?? []),
    ];
    const signedIn = pick([false, true]) && !(pathname === "/logout" && body?.form);
    const probe: Probe = { ...body?.probe, method, target, headers };
    list.push(signedIn ? withCookie(probe, staffCookie) : probe);
  }
  // A few very large posts: a server that buffers bodies shows it in its memory.
  for (const target of [
    "/logout",
    "/resources/notice",
    "/resources/cookie-consent",
    "/contact",
    "/login",
    "/resources/media-upload",
  ]) {
    list.push({
      method: "POST",
      target,
      headers: [clientAddress(), urlencoded],
      stream: { bytes: 100 * 1024 * 1024, chunked: false },
    });
  }
  return list;
}

// ---------------------------------------------------------------------------------------

/** Rows per table of the fuzz server's database. */
async function rowCounts() {
  const client = createClient({ url: `file:${database}` });
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.execute(`SELECT COUNT(*) AS count FROM "${String(name)}"`);
      counts[String(name)] = Number(result.rows[0]?.count);
    }
    return counts;
  } finally {
    client.close();
  }
}

/** The server's resident memory in MB: now (VmRSS) or at its peak (VmHWM). */
function residentMegabytes(field: "VmRSS" | "VmHWM" = "VmRSS") {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules|SqliteError|PrismaClient/;

test("thousands of hostile requests: no 5xx, no stack trace, no row written, bounded memory", async () => {
  test.setTimeout(180_000);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
  const list = probes(seed);
  const before = await rowCounts();
  const memoryBefore = residentMegabytes();
  const failures: string[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < list.length) {
        const probe = list[next++] as Probe;
        const answer = await send(probe);
        const key = String(
          answer.status ?? (probe.truncated ? "cut (expected)" : answer.bodyCut ? "reset while sending" : "none"),
        );
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        const name = `${probe.method} ${probe.target.slice(0, 120)} [${(probe.headers ?? [])
          .map(([header, value]) => `${header}: ${String(value).slice(0, 40)}`)
          .join("; ")}]`;
        if (answer.status !== null && answer.status >= 500) failures.push(`${answer.status} ${name}`);
        else if (answer.status === null && !probe.truncated && !answer.bodyCut) failures.push(`no answer: ${name}`);
        else if (STACK_TRACE.test(answer.body.slice(0, 65_536))) failures.push(`stack trace: ${name}`);
      }
    }),
  );
  console.info(
    `Fuzz (seed ${seed}): ${list.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  expect(failures, `seed ${seed}`).toEqual([]);

  // Still serving, the staff session still valid (no invalid post signed it out), and
  // nothing stored by any of it.
  expect((await send({ method: "GET", target: "/healthz" })).status).toBe(200);
  expect((await send(withCookie({ method: "GET", target: "/en/dashboard" }, staffCookie))).status).toBe(200);
  expect(await rowCounts()).toEqual(before);
  const memory = residentMegabytes();
  console.info(
    `Fuzz server memory: ${memoryBefore.toFixed(0)} MB before, ${memory.toFixed(0)} MB after, peak ${residentMegabytes("VmHWM").toFixed(0)} MB`,
  );
  expect(memory).toBeLessThan(400);
});

/** The named response header of a raw answer, or null. */
function headerOf(answer: Answer, name: string) {
  return new RegExp(`^${name}: (.*)$`, "im").exec(answer.head)?.[1]?.trim() ?? null;
}

test("each kind of bad request gets its own 4xx status", async () => {
  const json: [string, string] = ["Content-Type", "application/json"];
  const acceptJson: [string, string] = ["Accept", "application/json"];
  const form = (fields: Record<string, string>) => Buffer.from(new URLSearchParams(fields).toString());
  /** A post with these headers and this body (bytes, or a stream of that many). */
  const post = (target: string, headers: Array<[string, string]>, body: Buffer | Probe["stream"]): Probe =>
    Buffer.isBuffer(body)
      ? { method: "POST", target, headers, body }
      : { method: "POST", target, headers, stream: body };
  const upload = "/resources/media-upload?lang=en";
  const brokenPart = Buffer.from(`--${boundary}\r\nno headers\r\n--${boundary}--\r\n`);
  const cutFile = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\ncut`,
  );
  const cases: Array<{ probe: Probe; status: number; headers?: Record<string, string>; signedIn?: boolean }> = [
    { probe: { method: "TRACE", target: "/" }, status: 405, headers: { Allow: "GET, HEAD, POST" } },
    { probe: { method: "CONNECT", target: host }, status: 405, headers: { Allow: "GET, HEAD, POST" } },
    { probe: { method: "PUT", target: "/contact", headers: [urlencoded], body: form({}) }, status: 405 },
    { probe: { method: "DELETE", target: "/en/media" }, status: 405 },
    { probe: post("/a-propos", [urlencoded], form({})), status: 405, headers: { Allow: "GET, HEAD" } },
    { probe: post("/healthz", [urlencoded], form({})), status: 405 },
    { probe: { method: "GET", target: "/", headers: [["Host", "%%%"]] }, status: 400 },
    { probe: { method: "GET", target: "/", headers: [["X-Forwarded-Host", "a:99999999999"]] }, status: 400 },
    ...[
      "/logout",
      "/resources/notice",
      "/resources/cookie-consent",
      "/contact",
      "/login.data",
      "/resources/chatbot-lead",
    ].map((target) => ({ probe: post(target, [json], Buffer.from("{}")), status: 415 })),
    { probe: post("/resources/notice", [multipart], brokenPart), status: 400 },
    { probe: post("/resources/cookie-consent", [urlencoded], form({ a: "a".repeat(70_000) })), status: 413 },
    // A chunked body declares no length: refused once 64 KB arrived, and still answered.
    { probe: post("/contact", [urlencoded], { bytes: 300 * 1024, chunked: true }), status: 413 },
    { probe: post("/logout", [urlencoded], { bytes: 100 * 1024 * 1024, chunked: false }), status: 413 },
    { probe: post("/contact", [urlencoded, ["Origin", "http://evil.example"]], form({})), status: 403 },
    { probe: post("/en/login.data", [urlencoded, ["Origin", "null"]], form({})), status: 403 },
    { probe: post(upload, [acceptJson, multipart], Buffer.from("x")), status: 401 },
    { probe: post(upload, [acceptJson, urlencoded], form({})), status: 415, signedIn: true },
    { probe: post(upload, [acceptJson, multipart], cutFile), status: 400, signedIn: true },
    {
      probe: post(upload, [acceptJson, multipart], { bytes: 2 * mediaMaxBytes, chunked: false }),
      status: 413,
      signedIn: true,
    },
    // A redirect that would leave the site, or break the Location header, goes home.
    ...(
      [
        ["/resources/cookie-consent", "/\t/evil.example", { choice: "refuse" }],
        ["/resources/notice", "/\u0001x", {}],
        ["/logout", "/\\evil.example", {}],
      ] satisfies Array<[string, string, Record<string, string>]>
    ).map(([target, redirectTo, fields]) => ({
      probe: post(target, [urlencoded], form({ ...fields, redirectTo })),
      status: 303,
      headers: { Location: "/" },
    })),
    // The cookie banner's post without an answer (docs/decisions/046): refused, never taken for an acceptance.
    { probe: post("/resources/cookie-consent", [urlencoded], form({ redirectTo: "/" })), status: 400 },
  ];
  for (const { probe, status, headers = {}, signedIn } of cases) {
    const sent = { ...probe, headers: [clientAddress(), ...(probe.headers ?? [])] };
    const answer = await send(signedIn ? withCookie(sent, staffCookie) : sent);
    const name = `${probe.method} ${probe.target} ${JSON.stringify(probe.headers ?? [])}`;
    expect.soft(answer.status, name).toBe(status);
    for (const [header, value] of Object.entries(headers))
      expect.soft(headerOf(answer, header), `${name} ${header}`).toBe(value);
    expect.soft(answer.body, name).not.toMatch(STACK_TRACE);
  }
});

test("every 429 says when to retry (Retry-After), on pages and on their data requests", async () => {
  const posts = ["/login", "/en/signup", "/auth/callback", "/contact", "/en/free-audit", "/resources/chatbot-lead"];
  for (const pathname of posts) {
    for (const target of pathname.startsWith("/resources/") ? [pathname] : [pathname, dataPath(pathname)]) {
      // One client address per target, past the default limit of 10 a minute.
      const client = clientAddress();
      let answer: Answer | null = null;
      for (let attempt = 0; attempt < 11; attempt += 1) {
        answer = await send({ method: "POST", target, headers: [client, urlencoded], body: Buffer.from("email=x") });
      }
      expect.soft(answer?.status, target).toBe(429);
      expect.soft(Number(answer && headerOf(answer, "Retry-After")), target).toBeGreaterThan(0);
    }
  }
});

test("an uploaded script or page is served as a download that cannot run", async () => {
  for (const [name, type] of [
    ["app.js", "text/javascript"],
    ["page.html", "text/html"],
    ["icon.svg", "image/svg+xml"],
  ] as const) {
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\nalert(1)\r\n--${boundary}--\r\n`,
    );
    const uploaded = await send(
      withCookie(
        {
          method: "POST",
          target: "/resources/media-upload?lang=en",
          headers: [["Accept", "application/json"], multipart],
          body,
        },
        staffCookie,
      ),
    );
    expect(uploaded.status, name).toBe(200);
    const client = createClient({ url: `file:${database}` });
    const row = await client.execute({
      sql: "SELECT storage_key FROM media_files WHERE original_name = ? ORDER BY created_at DESC LIMIT 1",
      args: [name],
    });
    client.close();
    const file = await send({ method: "GET", target: `/media-files/${String(row.rows[0]?.storage_key)}` });
    expect(file.status, name).toBe(200);
    expect(headerOf(file, "Content-Type"), name).toBe("application/octet-stream");
    expect(headerOf(file, "Content-Disposition"), name).toMatch(/^attachment;/);
    expect(headerOf(file, "X-Content-Type-Options"), name).toBe("nosniff");
  }
});
