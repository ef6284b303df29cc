import { parse } from "cookie";

/** Merges header sets; Set-Cookie values are appended, never overwritten. */
export function combineHeaders(...sources: Array<HeadersInit | null | undefined>): Headers {
  const combined = new Headers();
  for (const source of sources) {
    if (!source) continue;
    for (const [name, value] of new Headers(source).entries()) combined.append(name, value);
  }
  return combined;
}

/** A raw (unsigned, unencoded) cookie value, as set by the browser's own scripts. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  return header ? parse(header)[name] : undefined;
}

/**
 * A same-site path to go to after a form, or the fallback. Refuses absolute URLs and
 * protocol-relative ones (//evil.example, /\evil.example) so a link cannot send a
 * visitor to another site.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  return to;
}
