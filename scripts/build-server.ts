// After `remix vite:build`: bundles the Express server, the Remix server build, the
// staff-account, backup and seed commands, and the SQLite worker they start
// (loaded beside them), with the packages they import, so production runs plain `node`
// with no TypeScript tooling and loads a few files instead of about 400 modules (docs/decisions/026:
// module loading was most of the start, and Node keeps the source of every CommonJS
// package that an ES module imports).
//
// The server and the Remix build share one copy of each package (chunks in server-build/);
// the Remix build stays where the server imports it (build/server/index.js). What either
// imports only sometimes (the mail, S3 and HTML-sanitizing packages) is a chunk of its
// own, loaded on first use as before.
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { build, type Plugin } from "esbuild";

/**
 * Kept out of the bundle: libSQL and argon2 load a native binary from their package, and
 * Prisma's client its query compiler (WebAssembly, 2.5 MB of base64 that a bundle would
 * keep as source).
 */
const NATIVE_PACKAGES = ["@libsql/*", "libsql", "@node-rs/*", "@prisma/client", "@prisma/client/*"];
/** Development only (the server imports Vite when not in production): not in the production image. */
const DEVELOPMENT_PACKAGES = ["vite"];
/**
 * Required only inside a function the server seldom or never calls (Remix's
 * `installGlobals`; iconv-lite's tables for a body in another charset than UTF-8): loaded
 * from node_modules then, rather than kept as source in the bundle (about 1.5 MB).
 */
const SELDOM_USED_PACKAGES = ["undici", "@remix-run/web-fetch", "iconv-lite"];

/**
 * Kept packages that are CommonJS for Node (Prisma's runtime; libSQL, whose ES entry
 * imports its CommonJS binding) are loaded with `require`, not `import`: an ES import of
 * CommonJS makes Node read the file twice (its lexer finds the exports, then the loader),
 * and Prisma's runtime cost about 30 ms more at start that way (docs/decisions/026).
 *
 * libSQL only ever opens a local file (PostgreSQL has its own driver): `@libsql/client`
 * is its local-only entry, without the HTTP and WebSocket clients (and their packages)
 * that its main entry loads at start.
 */
const requiredPackages: Record<string, string> = {
  "@prisma/client/runtime/client": "@prisma/client/runtime/client",
  "@libsql/client": "@libsql/client/sqlite3",
  "@libsql/client/sqlite3": "@libsql/client/sqlite3",
};
const requireCommonJsPackages: Plugin = {
  name: "require-commonjs-packages",
  setup(build) {
    build.onResolve(
      { filter: /^(@prisma\/client\/runtime\/client|@libsql\/client(\/sqlite3)?)$/ },
      ({ path, namespace }) =>
        namespace === "required" ? { path, external: true } : { path: requiredPackages[path], namespace: "required" },
    );
    build.onLoad({ filter: /.*/, namespace: "required" }, ({ path }) => ({
      contents: `module.exports = require(${JSON.stringify(path)});`,
      loader: "js",
    }));
  },
};

/** Prisma's query compiler of each engine (docs/decisions/048), as bytes, beside the bundle's chunks (which are in server-build/). */
const ENGINES = ["sqlite", "postgresql"] as const;
const queryCompilerFile = (engine: string) => `query-compiler.${engine}.wasm`;
const queryCompilerBase64 = (engine: string) => `@prisma/client/runtime/query_compiler_bg.${engine}.wasm-base64.mjs`;

/**
 * The generated Prisma client imports its query compiler as a module holding the
 * WebAssembly in base64, and that 2.5 MB string stays in the heap as long as the process
 * runs (with the module's source: about 5 MB). The bundle reads the bytes from a file
 * instead (docs/decisions/026: memory), in the clients the server imports and in the copy inside
 * Vite's server build. The build stops if the generated code is no longer as expected.
 */
const queryCompilerFromFile: Plugin = {
  name: "query-compiler-from-file",
  setup(build) {
    const fromBase64 =
      /const\s*\{\s*wasm\s*\}\s*=\s*await import\("@prisma\/client\/runtime\/query_compiler_bg\.(sqlite|postgresql)\.wasm-base64\.mjs"\);?\s*return await decodeBase64AsWasm(?:\$\d+)?\(wasm\);?/g;
    const fromFile = (_: string, engine: string) => `const { readFile } = await import("node:fs/promises");
    return new WebAssembly.Module(await readFile(new URL("./${queryCompilerFile(engine)}", import.meta.url)));`;
    build.onLoad(
      { filter: /(generated[\\/]prisma(-postgres)?[\\/]internal[\\/]class\.ts|server-vite[\\/].*\.js)$/ },
      ({ path }) => {
        const source = readFileSync(path, "utf8");
        if (!ENGINES.some((engine) => source.includes(queryCompilerBase64(engine)))) return undefined;
        const contents = source.replace(fromBase64, fromFile);
        if (ENGINES.some((engine) => contents.includes(queryCompilerBase64(engine)))) {
          throw new Error(`Prisma's generated client changed: ${path}`);
        }
        return { contents, loader: path.endsWith(".ts") ? "ts" : "js" };
      },
    );
  },
};

// Vite's output becomes an input: the bundle takes its place.
const VITE_SERVER_BUILD = "build/server-vite";
rmSync(VITE_SERVER_BUILD, { recursive: true, force: true });
renameSync("build/server", VITE_SERVER_BUILD);
rmSync("server-build", { recursive: true, force: true });

await build({
  entryPoints: {
    "server-build/index": "server/index.ts",
    "server-build/create-staff": "scripts/create-staff.ts",
    "server-build/db-backup": "scripts/db-backup.ts",
    "server-build/seed": "prisma/seed.ts",
    "server-build/sqlite-file.worker": "app/platform/sqlite-file.worker.js",
    "build/server/index": `${VITE_SERVER_BUILD}/index.js`,
  },
  outdir: ".",
  // Beside the server's entry: a chunk's `import.meta.url` is where the SQLite worker is looked for.
  chunkNames: "server-build/[name]-[hash]",
  bundle: true,
  splitting: true,
  plugins: [requireCommonJsPackages, queryCompilerFromFile],
  external: [...NATIVE_PACKAGES, ...DEVELOPMENT_PACKAGES, ...SELDOM_USED_PACKAGES],
  platform: "node",
  format: "esm",
  // The oldest Node in package.json's engines: production runs 24, development may run 20 (decision 007).
  target: "node20",
  // The bundle only ever runs in production (scripts/start.sh, the tests that start it):
  // packages that choose their code by NODE_ENV (React) take only their production code,
  // rather than both copies kept as source. The app reads NODE_ENV through env.server.ts.
  define: { "process.env.NODE_ENV": '"production"' },
  // CommonJS packages inside an ES module call `require` for Node's own modules.
  banner: {
    js: 'import { createRequire as createRequireInBundle } from "node:module"; const require = createRequireInBundle(import.meta.url);',
  },
  // Node keeps each file's source for as long as it runs: no dead branches, no indentation.
  // Names stay, for stack traces (and the source maps beside).
  minifySyntax: true,
  minifyWhitespace: true,
  sourcemap: true,
  logLevel: "warning",
  // Vite's server build keeps bare imports of packages without side effects: nothing to load.
  logOverride: { "ignored-bare-import": "silent" },
});
rmSync(VITE_SERVER_BUILD, { recursive: true });
for (const engine of ENGINES) {
  const { wasm } = (await import(queryCompilerBase64(engine))) as { wasm: string };
  writeFileSync(`server-build/${queryCompilerFile(engine)}`, Buffer.from(wasm, "base64"));
}
console.info("server-build/ and build/server/ written");
