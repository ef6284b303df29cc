import { expect, test } from "vitest";
import { readBoundedFormData } from "./request-body.server";

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

test("reads url-encoded and multipart forms within the bound", async () => {
  const encoded = await readBoundedFormData(post(new URLSearchParams({ name: "Élise" })), 1024);
  expect(encoded?.get("name")).toBe("Élise");
  const multipart = new FormData();
  multipart.set("email", "elise@example.com");
  expect((await readBoundedFormData(post(multipart), 1024))?.get("email")).toBe("elise@example.com");
});

test("refuses a body whose declared length is over the bound without reading it", async () => {
  let pulled = false;
  const body = new ReadableStream(
    {
      pull() {
        pulled = true;
      },
    },
    { highWaterMark: 0 },
  );
  expect(await readBoundedFormData(post(body, { "Content-Length": "2048" }), 1024)).toBeNull();
  expect(pulled).toBe(false);
});

test("refuses a chunked body once more than the bound has arrived", async () => {
  const chunk = new TextEncoder().encode(`message=${"a".repeat(600)}`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += 1;
      controller.enqueue(chunk);
      if (sent === 10) controller.close();
    },
  });
  const request = post(body, { "Content-Type": "application/x-www-form-urlencoded" });
  expect(await readBoundedFormData(request, 1024)).toBeNull();
  expect(sent).toBeLessThan(10);
});

test("a body that is not a form reads as an empty form", async () => {
  const form = await readBoundedFormData(post("{}", { "Content-Type": "application/json" }), 1024);
  expect([...(form?.keys() ?? [])]).toEqual([]);
});
