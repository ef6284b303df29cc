import type { FlatNamespace } from "i18next";
import { getFixedT } from "~/i18n.server";
import type { PageMeta } from "~/utils/meta";

/** A translate function for keys built at run time (checked by the locale tests, not by types). */
type DynamicT = (key: string, values?: Record<string, string>) => string;

/**
 * A page's title and description from its namespace: `<keyPrefix>.title` and
 * `<keyPrefix>.description`, with optional {{replacements}}.
 */
export function getPageMeta(
  request: Request,
  namespace: FlatNamespace,
  keyPrefix = "meta",
  values?: Record<string, string>,
): PageMeta {
  const t = getFixedT(request, namespace) as unknown as DynamicT;
  return { title: t(`${keyPrefix}.title`, values), description: t(`${keyPrefix}.description`, values) };
}
