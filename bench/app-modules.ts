// The app's server modules in a benchmark process, as Vitest and the development server load
// them (Vite's SSR transform: the "~" alias, import.meta.glob of the locale files, the image
// versions), without a Remix build. The caller sets DATABASE_URL before the first load.
import { createServer, type ViteDevServer } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { imageVersions } from "../scripts/image-versions-plugin";

let server: ViteDevServer | undefined;

/** A module of the app (a path from the repository's root, "/app/..."), loaded once. */
export async function appModule<T>(path: string): Promise<T> {
  server ??= await createServer({
    configFile: false,
    logLevel: "error",
    appType: "custom",
    plugins: [imageVersions(), tsconfigPaths()],
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return (await server.ssrLoadModule(path)) as T;
}

/** Closes the loader (its file watcher would keep the process alive). */
export async function closeAppModules() {
  await server?.close();
  server = undefined;
}
