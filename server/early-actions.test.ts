import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { data, redirect, type ActionFunctionArgs, type ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { earlyAction } from "../app/utils/early-action.server";
import { MAX_FORM_BYTES } from "../app/utils/request-body.server";
import { answerEarlyActions, earlyActionOutcomeOf } from "./early-actions";

// The early path in a plain HTTP server like server/index.ts's, in front of an Express app
// that stands in for Remix: it runs the route's action as Remix would (through the same
// load context), and says what it got.

const calls: { name: string; context: ActionFunctionArgs["context"] }[] = [];

/** Like a lead form's action: a redirect for a good post, the form's errors otherwise. */
const formAction = earlyAction(async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData();
  const name = String(form.get("name"));
  calls.push({ name, context });
  if (name === "boom") throw new Error("the action failed");
  if (name === "") return data({ error: "name missing" }, { status: 400 });
  const response = redirect("/thank-you", 303);
  response.headers.append("Set-Cookie", "a=1; Path=/");
  response.headers.append("Set-Cookie", "b=2; Path=/");
  return response;
});
const plainAction = async () => redirect("/elsewhere", 303);

const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/form": { id: "routes/form", parentId: "root", path: "form", module: { action: formAction } },
  "routes/form.en": { id: "routes/form.en", parentId: "root", path: "en/form", module: { action: formAction } },
  "routes/plain": { id: "routes/plain", parentId: "root", path: "plain", module: { action: plainAction } },
  "routes/item": { id: "routes/item", parentId: "root", path: "items/:id", module: { action: formAction } },
} as unknown as ServerBuild["routes"];

const contextOf = (request: http.IncomingMessage) => ({
  cspNonce: "nonce",
  clientIp: "127.0.0.1",
  keepOutOfPageCache: () => undefined,
  earlyActionOutcome: earlyActionOutcomeOf(request),
});

const handedOver: { url: string; body: string; outcome: unknown }[] = [];
const app = express();
app.use(express.text({ type: () => true }));
app.post("*", async (request, response) => {
  const context = contextOf(request);
  handedOver.push({ url: request.url, body: String(request.body), outcome: context.earlyActionOutcome });
  const route = Object.values(routes).find((one) => one && `/${one.path}` === request.path);
  // The body was read by express.text: the action gets it again, as Remix's request would carry it.
  const remixRequest = new Request(`http://localhost${request.url}`, {
    method: "POST",
    headers: { "content-type": String(request.headers["content-type"]) },
    body: String(request.body),
  });
  try {
    const returned = (await route?.module.action?.({ request: remixRequest, context, params: {} })) as {
      data?: unknown;
      init?: { status?: number };
    };
    response.status(returned?.init?.status ?? 200).json({ renderedWith: returned?.data ?? null });
  } catch (error) {
    response.status(500).json({ renderedError: (error as Error).message });
  }
});

const answeredEarly = answerEarlyActions({
  routes,
  secure: (_request, response) => response.setHeader("Content-Security-Policy", "script-src 'self'"),
  loadContextOf: contextOf,
  logAccess: (_request, response) => response.setHeader("X-Logged", "yes"),
  handOver: app,
});
/** A server like server/index.ts's (early posts, then Express), listening while the tests of the block run; its origin. */
function serve(answeredEarly: ReturnType<typeof answerEarlyActions>) {
  const server = http.createServer((request, response) => {
    if (!answeredEarly(request, response)) app(request, response);
  });
  const address = { origin: "" };
  beforeAll(() => {
    server.listen(0);
    address.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });
  return address;
}
const server = serve(answeredEarly);
beforeEach(() => {
  calls.length = 0;
  handedOver.length = 0;
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });

describe("a post to an early action", () => {
  test("that redirects is answered before Express, with its headers, the security headers and the log", async () => {
    const response = await post("/form", "name=Ada");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers.get("content-security-policy")).toBe("script-src 'self'");
    expect(response.headers.get("x-logged")).toBe("yes");
    expect(calls.map(({ name }) => name)).toEqual(["Ada"]);
    expect(handedOver).toEqual([]);
  });

  test("at its English path too", async () => {
    expect((await post("/en/form", "name=Ada")).status).toBe(303);
    expect(handedOver).toEqual([]);
  });

  test("that does not redirect is rendered by Express with the same body and the action's result, the action run once", async () => {
    const response = await post("/form", "name=&email=ada%40example.com");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ renderedWith: { error: "name missing" } });
    expect(calls).toHaveLength(1);
    expect(handedOver).toEqual([
      {
        url: "/form",
        body: "name=&email=ada%40example.com",
        outcome: { returned: expect.objectContaining({ data: { error: "name missing" } }) },
      },
    ]);
  });

  test("whose action throws is handed over with what it threw, and not run again", async () => {
    const response = await post("/form", "name=boom");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ renderedError: "the action failed" });
    expect(calls).toHaveLength(1);
  });
});

describe("goes the usual way, untouched", () => {
  test.each([
    ["a route whose action is not early", "/plain", "name=Ada", {}],
    ["a path with a query (Remix's own posts)", "/form?index", "name=Ada", {}],
    ["a path with a parameter", "/items/1", "name=Ada", {}],
    ["a body that is not url-encoded", "/form", '{"name":"Ada"}', { "content-type": "application/json" }],
    ["a post from another origin", "/form", "name=Ada", { origin: "https://elsewhere.example" }],
    ["a body over the form bound", "/form", `name=${"a".repeat(MAX_FORM_BYTES)}`, {}],
  ])("%s", async (_case, path, body, headers) => {
    await post(path, body, headers);
    expect(handedOver).toEqual([{ url: path, body, outcome: undefined }]);
  });
});

describe("posts in turn", () => {
  // One post at a time; the action waits until the test lets it finish.
  let release = () => {};
  const started: string[] = [];
  const gatedAction = earlyAction(async ({ request }: ActionFunctionArgs) => {
    started.push(String((await request.formData()).get("name")));
    await new Promise<void>((resolve) => (release = resolve));
    return redirect("/thank-you", 303);
  });
  const gatedRoutes = {
    root: { id: "root", path: "", module: {} },
    "routes/form": { id: "routes/form", parentId: "root", path: "form", module: { action: gatedAction } },
  } as unknown as ServerBuild["routes"];
  const inTurn = answerEarlyActions({
    routes: gatedRoutes,
    secure: () => undefined,
    loadContextOf: contextOf,
    logAccess: () => undefined,
    handOver: app,
    concurrency: 1,
  });
  const gated = serve(inTurn);
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const postGated = (name: string) =>
    fetch(`${gated.origin}/form`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `name=${name}`,
    });

  test("a post waits for its turn, and one whose visitor left while it waited does not hold one", async () => {
    const first = postGated("first");
    await until(() => started.length === 1);
    // A second post waits, unread, then its visitor leaves.
    const body = "name=left";
    const socket = net.connect(Number(new URL(gated.origin).port), "127.0.0.1");
    socket.write(
      `POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual(["first"]);
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await first).status).toBe(303);

    const third = postGated("third");
    await until(() => started.length === 2);
    expect(started).toEqual(["first", "third"]);
    release();
    expect((await third).status).toBe(303);
  });

  test("a post whose body stops coming holds no turn: the posts after it are answered", async () => {
    // A phone that lost its signal mid-post, or a client that sends its body slowly on
    // purpose: Node cuts it only after its request timeout (5 minutes).
    const stalled = net.connect(Number(new URL(gated.origin).port), "127.0.0.1");
    stalled.write(
      `POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: 100\r\n\r\nname=stal`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = postGated("next");
    try {
      await until(() => started.at(-1) === "next");
      release();
      expect((await next).status).toBe(303);
    } finally {
      stalled.destroy();
    }
  });
});
