/** Form posts larger than this are refused before parsing (lead forms, chatbot, sign-in). */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * The request's form data, or null when the body is over `maxBytes`. The size is checked
 * against Content-Length first, then counted while reading (a chunked body declares none),
 * so an oversized post is never buffered whole or parsed.
 */
export async function readBoundedFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData | null> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) return null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  if (request.body) {
    const reader = (request.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  try {
    return await new Response(new Blob(chunks), {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    // Not a form encoding at all: answered like an empty form (every field missing).
    return new FormData();
  }
}
