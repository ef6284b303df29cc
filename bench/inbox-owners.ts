// The lead inbox's owner filters at a size (docs/decisions/045): the production build
// (run `npm run build` first) started on a copy of a filled database (bench/data-fill.ts),
// signed in as FILL_STAFF (who owns a quarter of the handled leads), each view timed
// (median of --runs, wall time and the server's CPU time), the unfiltered first page and
// a status filter beside them for reference.
//
//   npx tsx bench/data-fill.ts --size L --database file:/tmp/l.db   (a migrated database)
//   npx tsx bench/inbox-owners.ts --database /tmp/l.db [--runs 5 --port 3260]
import { copyFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { FILL_STAFF } from "./data-fill";
import { BENCH_SESSION_SECRET, startProductionServer } from "./production-server";

const { values } = parseArgs({
  options: {
    database: { type: "string" },
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "3260" },
  },
});
if (!values.database) throw new Error("Usage: npx tsx bench/inbox-owners.ts --database <filled SQLite file>");
const runs = Math.max(1, Number(values.runs));

const server = await startProductionServer(values.port);
try {
  // The start applies the migrations the copy lacks (an index built on every lead: timed).
  const startMs = await server.restart(async () => copyFileSync(values.database!, server.databaseFile));
  console.info(`Started on the copy (migrations included) in ${Math.round(startMs)} ms`);
  Object.assign(process.env, { DATABASE_URL: `file:${server.databaseFile}`, SESSION_SECRET: BENCH_SESSION_SECRET });
  const { prisma } = await import("~/platform/db.server");
  const { startSession } = await import("~/accounts/session.server");
  const staff = await prisma.user.findUniqueOrThrow({ where: { email: FILL_STAFF.email } });
  const cookie = (await startSession(new Request(server.origin), staff.id)).split(";")[0] ?? "";

  const view = async (path: string) => {
    const response = await fetch(`${server.origin}${path}`, { headers: { Cookie: cookie } });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return html;
  };
  /** The address of the page a link of the inbox's pager points to (data-testid or rel). */
  const linkOf = (html: string, name: "next" | "last") => {
    const tag = html.match(new RegExp(`<a[^>]*(?:rel="${name}"|data-testid="${name}")[^>]*>`))?.[0] ?? "";
    return tag.match(/href="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? null;
  };

  const paths: string[] = ["/admin/leads", "/admin/leads?status=new"];
  for (const owner of ["mine", "unassigned"]) {
    const first = `/admin/leads?owner=${owner}`;
    const html = await view(first);
    paths.push(first, linkOf(html, "next") ?? `${first} (no next page)`, linkOf(html, "last") ?? `${first} (no last)`);
    paths.push(`${first}&sort=due`, `${first}&status=new`, `${first}&type=audit`);
  }
  console.info(
    `Load average at the start: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  console.info("| view | median ms (server CPU ms) | runs |\n| --- | --- | --- |");
  for (const path of paths) {
    await view(path);
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < runs; run++) {
      const cpuBefore = server.cpuMs();
      const began = performance.now();
      await view(path);
      times.push(performance.now() - began);
      cpu.push(server.cpuMs() - cpuBefore);
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    console.info(
      `| \`${path.replace(/(after|before)=[^&]+/, "$1=<cursor>")}\` | ${Math.round(median(times))} (${median(cpu)}) | ${times.map(Math.round).join(", ")} |`,
    );
  }
  console.info(
    `Load average at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  await prisma.$disconnect();
} finally {
  await server.stop();
}
