import type { Plugin } from "vite";
import { contentVersionsOf } from "../server/content-versions";

const PICTURE_VERSIONS = "virtual:image-versions/";
const JPEG_VERSIONS = "virtual:jpeg-versions";

/**
 * `virtual:image-versions/<folder>` and `virtual:jpeg-versions`: the version (content hash)
 * of each image in public/images, which pages put in their URLs so that the server can
 * cache them for a year (server/content-versions.ts). Computed when the build, the
 * development server or Vitest starts (vite.config.ts, vitest.config.ts).
 *
 * - `virtual:image-versions/<folder>`: the AVIF and WebP files of public/images/<folder>,
 *   which <Picture> links; one list per folder, imported by the component that shows that
 *   folder's images, so a page's JavaScript carries only the versions of the images it can
 *   show (all of them in every page was 0.6 KB of gzip).
 * - `virtual:jpeg-versions`: the JPEGs given to social networks as og:image
 *   (image-versions.server.ts), imported by server code only.
 */
export function imageVersions(): Plugin {
  return {
    name: "image-versions",
    resolveId: (source) => (source.startsWith(PICTURE_VERSIONS) || source === JPEG_VERSIONS ? `\0${source}` : null),
    async load(resolved) {
      if (!resolved.startsWith("\0")) return null;
      const source = resolved.slice(1);
      let versions: Record<string, string>;
      if (source === JPEG_VERSIONS) {
        versions = await contentVersionsOf("public/images", "/images", [".jpg"]);
      } else if (source.startsWith(PICTURE_VERSIONS)) {
        const folder = source.slice(PICTURE_VERSIONS.length);
        if (!/^[\w-]+$/.test(folder)) throw new Error(`${source}: not a folder of public/images`);
        versions = await contentVersionsOf(`public/images/${folder}`, `/images/${folder}`, [".avif", ".webp"]);
      } else {
        return null;
      }
      return `export default ${JSON.stringify(versions)};`;
    },
  };
}
