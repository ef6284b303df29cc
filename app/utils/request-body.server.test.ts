import { expect, test } from "vitest";
import { formBodyRefusal, readBoundedFormData, requireFormData } from "./request-body.server";

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

test("reads url-encoded and multipart forms within the bound", async () => {
  const encoded = await readBoundedFormData(post(new URLSearchParams({ name: "Élise" })), 1024);
  expect(encoded.ok && encoded.formData.get("name")).toBe("Élise");
  const multipart = new FormData();
  multipart.set("email", "elise@example.com");
  const read = await readBoundedFormData(post(multipart), 1024);
  expect(read.ok && read.formData.get("email")).toBe("elise@example.com");
  const empty = await readBoundedFormData(post(null, urlencoded), 1024);
  expect(empty.ok && [...empty.formData.keys()]).toEqual([]);
});

// A url-encoded body is parsed without Request.formData() (a lead post's cost): the form
// must be exactly the one Request.formData() gives, whatever the bytes and their chunks.
test.each([
  ["escapes and pluses", "name=%C3%89lise+Tremblay&note=a%2Bb%3Dc%26d"],
  ["a byte-order mark", "\uFEFFname=x"],
  ["broken escapes", "name=%zz%&email=%E9"],
  ["repeated, empty and value-less fields", "a=1&a=2&&=x&b&c="],
  ["a semicolon, which is no separator", "a=1;b=2"],
])("a url-encoded body with %s reads as Request.formData() reads it", async (_name, body) => {
  for (const type of ["application/x-www-form-urlencoded", "Application/X-WWW-Form-URLEncoded; charset=UTF-8"]) {
    const read = await readBoundedFormData(post(body, { "Content-Type": type }), 1024);
    const expected = await post(body, { "Content-Type": type }).formData();
    expect(read.ok && [...read.formData]).toEqual([...expected]);
  }
});

test("a url-encoded body whose characters are split between chunks reads whole", async () => {
  const bytes = new TextEncoder().encode("name=Élise&city=Montréal");
  const invalid = new Uint8Array([0x61, 0x3d, 0xff, 0xc3]);
  for (const body of [bytes, invalid]) {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of body) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const read = await readBoundedFormData(post(stream, urlencoded), 1024);
    const expected = await post(body, urlencoded).formData();
    expect(read.ok && [...read.formData]).toEqual([...expected]);
  }
});

test("refuses a body whose declared length is over the bound without reading it: 413", async () => {
  let pulled = false;
  const body = new ReadableStream(
    {
      pull() {
        pulled = true;
      },
    },
    { highWaterMark: 0 },
  );
  expect(await readBoundedFormData(post(body, { ...urlencoded, "Content-Length": "2048" }), 1024)).toEqual({
    ok: false,
    status: 413,
  });
  expect(pulled).toBe(false);
});

test("refuses a chunked body once more than the bound has arrived, and stops reading it", async () => {
  const chunk = new TextEncoder().encode(`message=${"a".repeat(600)}`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += 1;
      controller.enqueue(chunk);
      if (sent === 10) controller.close();
    },
  });
  expect(await readBoundedFormData(post(body, urlencoded), 1024)).toEqual({ ok: false, status: 413 });
  expect(sent).toBeLessThan(10);
});

test.each([
  ["JSON", "application/json", "{}"],
  ["text", "text/plain", "name=x"],
  ["a made-up type", "%%%/;;;", "name=x"],
  ["no type", null, "name=x"],
])("a body that is not a form (%s) is refused unread: 415", async (_name, type, body) => {
  const request = post(body, type ? { "Content-Type": type } : {});
  // A string body gets text/plain from the Request constructor unless told otherwise.
  if (!type) request.headers.delete("Content-Type");
  expect(await readBoundedFormData(request, 1024)).toEqual({ ok: false, status: 415 });
});

test.each([
  ["no boundary", "multipart/form-data", "--x\r\n\r\n"],
  ["cut short", "multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'],
  ["a part without headers", "multipart/form-data; boundary=b", "--b\r\nno headers\r\n--b--\r\n"],
])("a malformed multipart body (%s) is refused: 400", async (_name, type, body) => {
  expect(await readBoundedFormData(post(body, { "Content-Type": type }), 1024)).toEqual({ ok: false, status: 400 });
});

test("requireFormData: the form, or the refusal thrown as a plain response", async () => {
  const form = await requireFormData(post(new URLSearchParams({ a: "1" })));
  expect(form.get("a")).toBe("1");
  const thrown = await requireFormData(post("{}", { "Content-Type": "application/json" })).catch(
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(415);
  expect(await (thrown as Response).text()).toBe("Unsupported Media Type");
});

test("a refusal names its status, in plain text", async () => {
  expect(await formBodyRefusal(413).text()).toBe("Payload Too Large");
  expect(await formBodyRefusal(400).text()).toBe("Bad Request");
  expect(formBodyRefusal(400).headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
});
