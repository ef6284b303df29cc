import type { FlatNamespace } from "i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { routeMeta } from "~/utils/meta";
import { loadDataAndTexts } from "~/utils/route-texts";

/**
 * What every screen exports besides its loader, action and component, written once
 * (docs/decisions/038): its locale files (`handle.i18n`), the clientLoader that loads
 * them with its data, the meta made from its loader's `meta`, and the error page shown
 * inside the shell. A screen writes one line, with the names Remix looks for:
 *
 *     export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("about");
 *
 * Remix's Vite plugin reads a route's exports with es-module-lexer, which sees the
 * destructured names; the server-only `loader` and `action` stay declarations of their
 * own, which the client build removes as before. A screen with a meta of its own leaves
 * `meta` out of the line.
 */
export function screenRoute<const N extends FlatNamespace>(...namespaces: N[]) {
  const handle = { i18n: namespaces };
  return { handle, clientLoader: loadDataAndTexts(handle), meta: routeMeta, ErrorBoundary: GeneralErrorBoundary };
}
