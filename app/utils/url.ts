/** A site path made absolute on this origin; an absolute URL stays as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/**
 * A public file's URL with its content version from `versions` (the imageVersions Vite
 * plugin's lists), which the server caches for a year (server/content-versions.ts); a URL
 * the list does not know stays as it is.
 */
export function versionedUrl(versions: Record<string, string>, url: string) {
  const version = versions[url];
  return version ? `${url}?v=${version}` : url;
}
