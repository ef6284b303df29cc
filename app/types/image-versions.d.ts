/** Built by vite.config.ts's imageVersions plugin: each public image's URL and its content version. */
declare module "virtual:image-versions" {
  const versions: Record<string, string>;
  export default versions;
}

/** The same for the JPEGs (og:image), imported by server code only. */
declare module "virtual:jpeg-versions" {
  const versions: Record<string, string>;
  export default versions;
}
