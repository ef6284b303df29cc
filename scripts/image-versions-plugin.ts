import type { Plugin } from "vite";
import { contentVersionsOf } from "../server/content-versions";

/** Each virtual module and the images in public/images it lists. */
const versionLists: Record<string, string[]> = {
  // What <Picture> links: it ships in every page's JavaScript.
  "virtual:image-versions": [".avif", ".webp"],
  // The JPEGs given to social networks as og:image (image-versions.server.ts): server
  // only, so that this list stays out of the browser's JavaScript.
  "virtual:jpeg-versions": [".jpg"],
};

/**
 * `virtual:image-versions` and `virtual:jpeg-versions`: the version (content hash) of each
 * image in public/images, which pages put in their URLs so that the server can cache them
 * for a year (server/content-versions.ts). Computed when the build, the development server
 * or Vitest starts (vite.config.ts, vitest.config.ts).
 */
export function imageVersions(): Plugin {
  return {
    name: "image-versions",
    resolveId: (source) => (source in versionLists ? `\0${source}` : null),
    async load(resolved) {
      const extensions = resolved.startsWith("\0") ? versionLists[resolved.slice(1)] : undefined;
      if (!extensions) return null;
      const versions = await contentVersionsOf("public/images", "/images", extensions);
      return `export default ${JSON.stringify(versions)};`;
    },
  };
}
