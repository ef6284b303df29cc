/** Form posts larger than this are refused before parsing (every form but the media upload). */
export const MAX_FORM_BYTES = 64 * 1024;

/** Why a body cannot be read as a form: too large (413), not a form (415), a broken multipart body (400). */
export type FormBodyRefusal = 400 | 413 | 415;

export type FormBody = { ok: true; formData: FormData } | { ok: false; status: FormBodyRefusal };

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The media type of the request's body, without its parameters: "multipart/form-data". */
export function mediaTypeOf(request: Request) {
  return request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * The request's form data, or why it cannot be had: the one reader of every action's
 * body. Only the two form encodings are read (415 for anything else, before reading);
 * the size is checked against Content-Length first, then counted while reading (a
 * chunked body declares none), so an oversized post is never buffered whole or parsed
 * (413); a multipart body that does not parse is a 400.
 */
export async function readBoundedFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormBody> {
  const mediaType = mediaTypeOf(request);
  if (!FORM_TYPES.has(mediaType)) return { ok: false, status: 415 };
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) return { ok: false, status: 413 };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  if (request.body) {
    const reader = (request.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Reading simply stops. Cancelling would destroy the socket and the client would
        // never see the 413; the server drops the rest after answering (server/request-guards.ts).
        reader.releaseLock();
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  }
  if (mediaType === "application/x-www-form-urlencoded") return { ok: true, formData: urlencodedFormData(chunks) };
  try {
    const headers = { "Content-Type": request.headers.get("Content-Type") ?? "" };
    return { ok: true, formData: await new Response(new Blob(chunks), { headers }).formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}

/**
 * A url-encoded body's form data, parsed as `Response.formData()` parses it (UTF-8, then
 * `URLSearchParams`) without making a Blob and a Response of it: every no-JS lead post is
 * one, and those were two thirds of the time spent reading its body.
 */
function urlencodedFormData(chunks: Uint8Array[]) {
  const formData = new FormData();
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString())) formData.append(name, value);
  return formData;
}

const refusalText: Record<FormBodyRefusal, string> = {
  400: "Bad Request",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
};

/** The plain answer to a body that cannot be read, where there is no page to show an error on. */
export function formBodyRefusal(status: FormBodyRefusal) {
  return new Response(refusalText[status], { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The request's form data; a body that cannot be read is thrown as its plain refusal. */
export async function requireFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const body = await readBoundedFormData(request, maxBytes);
  if (!body.ok) throw formBodyRefusal(body.status);
  return body.formData;
}
