import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { locale } from "../e2e/locales";

// README command 1 as a newcomer runs it (`npm run setup`, then `npm run dev`: the Express
// server with Vite's middleware) on its own port, database and Vite cache: first cold (no
// pre-bundled dependencies), then restarted warm. In Chromium the pages must hydrate, the
// contact form validate in the browser and the chatbot open, with nothing failing on the
// way: no 5xx (Vite answers 504 for an outdated pre-bundled dependency), no console error
// or warning, and no dependency-optimizer message in the server's log.

const port = Number(process.env.DEV_E2E_PORT ?? 3300);
const origin = `http://localhost:${port}`;
const dataDir = path.resolve(`tests/.data/dev-${port}`);
// Under a node_modules folder, as Vite's default (node_modules/.vite): Vite treats the
// bundles there as packages and does not warn about their dynamic imports.
const cacheDir = path.join(dataDir, "node_modules/.vite");
const env = {
  ...process.env,
  NODE_ENV: "development" as const,
  PORT: String(port),
  DATABASE_URL: `file:${path.join(dataDir, "vitrine.db")}`,
  DEV_CACHE_DIR: cacheDir,
};

test.beforeAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  execFileSync("npm", ["run", "setup"], { env, stdio: "pipe" });
});

test("npm run dev, cold then warm: pages hydrate, forms validate in the browser, the chatbot opens, nothing fails", async ({
  browser,
}) => {
  await test.step("cold start", async () => {
    const server = await startDevServer();
    const found = { visit: [] as string[], modules: [] as string[] };
    try {
      found.visit = await visitAsNewcomer(browser);
      found.modules = await browserModuleProblems();
    } finally {
      await server.stop();
    }
    expect({ ...found, log: server.troubleInLog() }).toEqual({ visit: [], modules: [], log: [] });
  });

  await test.step("restart on the warm cache", async () => {
    const server = await startDevServer();
    let visit: string[] = [];
    try {
      visit = await visitAsNewcomer(browser);
    } finally {
      await server.stop();
    }
    expect({ visit, log: server.troubleInLog() }).toEqual({ visit: [], log: [] });
  });
});

/** `npm run dev` in its own process group, ready once /healthz answers. */
async function startDevServer() {
  const log: string[] = [];
  const server = spawn("npm", ["run", "dev"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
  } catch (error) {
    await stopProcessGroup(server);
    throw new Error(`The development server did not answer:\n${log.join("")}`, { cause: error });
  }
  return {
    stop: () => stopProcessGroup(server),
    /** Lines of the log that report a problem (npm's notices about its own configuration aside). */
    troubleInLog: () =>
      log
        .join("")
        .split("\n")
        .filter((line) => /\[vite\]|✘|error|warn/i.test(line) && !line.startsWith("npm warn")),
  };
}

async function stopProcessGroup(server: ChildProcess) {
  if (!server.pid) return;
  const group = -server.pid;
  const groupAlive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!groupAlive()) return;
  // As Ctrl-C in a terminal. npm exits at once: wait for the whole group, the server included.
  process.kill(group, "SIGINT");
  await expect.poll(groupAlive, { timeout: 20_000 }).toBe(false);
}

/**
 * The first visits of a newcomer: the home page, its chatbot, the contact form and the
 * log-in page. Returns what went wrong on the way: 5xx, console errors and warnings, and
 * the first step that failed.
 */
async function visitAsNewcomer(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin });
  await context.addCookies([{ name: "cookie_consent", value: "true", url: origin }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const common = locale("fr", "common");
  // The first page of a cold start waits for Vite to pre-bundle the dependencies.
  const gotoHydrated = async (url: string) => {
    await page.goto(url);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 60_000 });
  };

  try {
    await gotoHydrated("/");
    const launcher = page.getByTestId("floating-actions");
    await launcher.getByLabel(common.floating.open).click();
    await launcher.getByRole("link", { name: common.floating.assistant }).click();
    await expect(page.getByRole("dialog", { name: locale("fr", "chatbot").title })).toBeVisible();

    await gotoHydrated("/contact");
    const contact = locale("fr", "contact");
    const email = page.getByRole("form", { name: contact.form.title }).getByLabel(contact.form.email.label);
    await email.fill("elise@");
    await email.blur();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(locale("fr", "lead-form").errors.email);
    expect(posts).toEqual([]);

    await gotoHydrated("/login");
  } catch (error) {
    problems.push(`failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await context.close();
  }
  return problems;
}

/**
 * Walks the modules the browser can load (the client entry, the root and every screen,
 * as the development server transforms them) and returns what is wrong: a module that
 * does not answer 200, a package import that Vite did not pre-bundle (one bundle per
 * package keeps page loads to a few requests; a CommonJS package fails unbundled), and a
 * pre-bundled package that no browser module imports (a server-only package that reached
 * the browser's dependency graph).
 */
async function browserModuleProblems() {
  const problems: string[] = [];
  // Pre-bundled dependencies are served from the cache folder, inside the project.
  const bundlePrefix = `/${path.relative(process.cwd(), cacheDir)}/deps/`;
  const bundledImports = new Set<string>();
  const screens = readdirSync("app/routes")
    .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
    .map((file) => `/app/routes/${file}`);
  const queue = ["/app/entry.client.tsx", "/app/root.tsx", ...screens];
  const seen = new Set<string>();
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await fetch(origin + url);
    if (!response.ok) {
      problems.push(`${url} answered ${response.status}`);
      continue;
    }
    const code = await response.text();
    for (const [, specifier = ""] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g)) {
      const [modulePath = ""] = specifier.split("?");
      if (modulePath.startsWith(bundlePrefix)) {
        bundledImports.add(path.basename(modulePath));
      } else if (modulePath.startsWith("/node_modules/")) {
        problems.push(
          `${url} imports ${modulePath}, which is not pre-bundled (optimizeDeps.include in vite.config.ts)`,
        );
      } else if (modulePath.startsWith("/") && !modulePath.startsWith("/@") && !modulePath.endsWith(".css")) {
        queue.push(specifier);
      }
    }
  }
  const metadata = JSON.parse(readFileSync(path.join(cacheDir, "deps/_metadata.json"), "utf8")) as {
    optimized: Record<string, { file: string }>;
  };
  for (const [name, { file }] of Object.entries(metadata.optimized)) {
    // The Remix plugin always adds React's production JSX runtime; development code imports
    // react/jsx-dev-runtime.
    if (!bundledImports.has(file) && name !== "react/jsx-runtime")
      problems.push(`${name} is pre-bundled for the browser, which never imports it`);
  }
  return problems;
}
