/** A site path made absolute on this origin; an absolute URL stays as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}
