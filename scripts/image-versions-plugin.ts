import type { Plugin } from "vite";
import { contentVersionsOf } from "../server/content-versions";

/**
 * `virtual:image-versions`: the version (content hash) of each AVIF and WebP image in
 * public/images, which <Picture> puts in its URLs so that the server can cache them for a
 * year (server/content-versions.ts). Computed when the build, the development server or
 * Vitest starts (vite.config.ts, vitest.config.ts).
 */
export function imageVersions(): Plugin {
  const id = "virtual:image-versions";
  return {
    name: "image-versions",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const versions = await contentVersionsOf("public/images", "/images", [".avif", ".webp"]);
      return `export default ${JSON.stringify(versions)};`;
    },
  };
}
