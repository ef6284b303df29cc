/** Built by vite.config.ts's imageVersions plugin: the URL and content version of each AVIF and WebP of one folder of public/images. */
declare module "virtual:image-versions/*" {
  const versions: Record<string, string>;
  export default versions;
}

/** The same for the JPEGs (og:image), imported by server code only. */
declare module "virtual:jpeg-versions" {
  const versions: Record<string, string>;
  export default versions;
}
