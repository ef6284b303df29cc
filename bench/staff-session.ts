// A staff member signed in through the login form, as a browser without JavaScript does it,
// and the little HTML reading that takes (forms and their fields, links): shared by the
// benchmarks that time the back office (bench/data.ts, bench/engines.ts).
import { FILL_STAFF } from "./data-fill";

export const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** A tag's attributes (names in lower case, values decoded; a bare attribute is ""). */
export function attributesOf(tag: string) {
  const attributes: Record<string, string> = {};
  for (const [, name = "", value = ""] of tag.matchAll(/([^\s=/>]+)(?:\s*=\s*"([^"]*)")?/g)) {
    attributes[name.toLowerCase()] = decodeEntities(value);
  }
  return attributes;
}

export type HtmlForm = {
  action: string | undefined;
  method: string;
  fields: Array<[string, string]>;
  names: Set<string>;
};

/** The page's forms: action, method, and what a browser sends without a change (hidden fields, values). */
export function formsOf(html: string): HtmlForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag = "", body = ""]) => {
    const form = attributesOf(tag);
    const fields: Array<[string, string]> = [];
    const names = new Set<string>();
    for (const [, element = "", inputTag = ""] of body.matchAll(/<(input|textarea|select)\b([^>]*)>/g)) {
      const input = attributesOf(inputTag);
      if (!input.name) continue;
      names.add(input.name);
      const type = input.type ?? "text";
      if (
        element !== "input" ||
        type === "submit" ||
        ((type === "checkbox" || type === "radio") && !("checked" in input))
      )
        continue;
      fields.push([input.name, input.value ?? ""]);
    }
    return { action: form.action, method: (form.method ?? "get").toLowerCase(), fields, names };
  });
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);

/** The links of a page: address (decoded) and text without tags, with their attributes. */
function linksOf(html: string) {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, tag = "", body = ""]) => ({
    attributes: attributesOf(tag),
    text: decodeEntities(body.replace(/<[^>]*>/g, "")).trim(),
  }));
}

/**
 * The inbox's last page, from its first page's own links: one marked as the last (rel or
 * data-testid "last"), else the page link with the highest number; undefined when none.
 */
export function lastPageLink(html: string, inboxPath: string) {
  const links = linksOf(html).filter(({ attributes }) => attributes.href?.startsWith(inboxPath));
  const marked = links.find(({ attributes }) => attributes.rel === "last" || attributes["data-testid"] === "last");
  if (marked) return marked.attributes.href;
  const numbered = links.filter(({ text }) => /^\d+$/.test(text)).sort((a, b) => Number(b.text) - Number(a.text))[0];
  return numbered?.attributes.href;
}

/** Signs the staff member in through the login form, as a browser without JavaScript posts it: the session's Cookie header. */
export async function signIn(origin: string) {
  const loginPage = await fetch(`${origin}/login`);
  const cookies = cookiesOf(loginPage);
  const form = formsOf(await loginPage.text()).find(({ names }) => names.has("password"));
  if (!form) throw new Error("/login: no login form");
  const fields = form.fields.filter(([name]) => name !== "email" && name !== "password");
  const response = await fetch(new URL(form.action ?? "/login", origin), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      ...(cookies.length ? { Cookie: cookies.join("; ") } : {}),
    },
    body: new URLSearchParams([...fields, ["email", FILL_STAFF.email], ["password", FILL_STAFF.password]]).toString(),
  });
  await response.arrayBuffer();
  const session = [...cookies, ...cookiesOf(response)].join("; ");
  const inbox = await fetch(`${origin}/admin/leads`, { headers: { Cookie: session }, redirect: "manual" });
  await inbox.arrayBuffer();
  if (inbox.status !== 200)
    throw new Error(`Signing in failed: POST /login ${response.status}, /admin/leads ${inbox.status}`);
  return session;
}
