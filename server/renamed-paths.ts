import type { RequestHandler } from "express";
import { renamedEnglishPath } from "../app/utils/locale";

/**
 * 301 from an English address of the first release, in French words (/en/a-propos), to
 * its English one (/en/about), query kept: bookmarks, links and search results keep
 * working (docs/decisions/025). Before Remix, because /en/services/creation-sites-web
 * would otherwise match the English service route and answer 404.
 */
export const redirectRenamedPaths: RequestHandler = (request, response, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const renamed = renamedEnglishPath(request.path);
  if (!renamed) return next();
  const query = request.originalUrl.slice(request.path.length);
  response.redirect(301, `${renamed}${query}`);
};
