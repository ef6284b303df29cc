import jpegVersions from "virtual:jpeg-versions";
import { versionedUrl } from "~/utils/url";

/**
 * A JPEG of public/images with its content version (og:image, a post's cover), cached for
 * a year by the server; any other URL (an uploaded cover) as it is. Server only: meta runs
 * in the browser too, and the loaders hand it the versioned URL.
 */
export function versionedJpegUrl(url: string) {
  return versionedUrl(jpegVersions, url);
}
