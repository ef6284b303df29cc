// Backup and restore drill on a large database. Builds a migrated database of about
// --megabytes MB of leads (realistic text, so that it compresses as real data would), then
// prints, without asserting anything: the time a snapshot takes (VACUUM INTO, check,
// gzip and store) while the app's client keeps writing leads, the longest the event loop
// was held meanwhile and the slowest write (and the same for 5 s without a snapshot), the
// snapshot's size, and the time a restore takes into a fresh folder. The folder store always; S3 too with --s3 host:port
// (scripts/s3-server.sh's keys). With --postgres <the server's maintenance URL>, the same
// leads copied into a new PostgreSQL database, then the same drill with pg_dump and a
// restore over it (docs/decisions/050).
// Usage: npm run bench:backup [-- --megabytes 100 --s3 127.0.0.1:7480 --postgres postgresql://postgres@127.0.0.1:5433/postgres]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import pg from "pg";
import { createS3BackupStore, createFileBackupStore, takeSnapshot, type BackupStore } from "~/platform/backup.server";
import { postgresDatabaseBytes } from "~/platform/postgres-dump.server";
import { restorePostgresSnapshot, restoreSnapshot } from "~/platform/restore.server";
import { applyMigrations } from "../server/migrations";
import { checkDatabaseFile, vacuumInto } from "~/platform/sqlite-file.server";
import { createPrismaClient } from "~/platform/db.server";

const { values } = parseArgs({
  options: { megabytes: { type: "string", default: "100" }, s3: { type: "string" }, postgres: { type: "string" } },
});
const megabytes = Number(values.megabytes);

const work = mkdtempSync(path.join(tmpdir(), "vitrine-bench-backup-"));
const database = path.join(work, "vitrine.db");
const url = `file:${database}`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Leads until the file reaches the size: French and English words, messages of 1-3 KB. */
async function fill() {
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore" });
  const words = (
    "référencement site web visibilité campagne budget client objectif stratégie contenu " +
    "search engine optimisation website traffic leads conversion audit marketing agency Québec " +
    "nous voulons améliorer notre présence locale et attirer plus de clients dans la région"
  ).split(" ");
  const text = (length: number) =>
    Array.from({ length }, () => words[Math.floor(Math.random() * words.length)]).join(" ");
  const db = createClient({ url });
  await db.execute("PRAGMA journal_mode = WAL");
  for (let batch = 0; statSync(database).size < megabytes * 1e6; batch++) {
    await db.batch(
      Array.from({ length: 2000 }, (_, index) => ({
        sql: `INSERT INTO leads (id, type, name, email, company, message, locale, source_page, verification)
              VALUES (?, 'contact', ?, ?, ?, ?, 'fr', '/contact', 'verified')`,
        args: [
          `bench-${batch}-${index}`,
          text(3),
          `lead${batch}.${index}@example.com`,
          text(2),
          text(150 + Math.floor(Math.random() * 300)),
        ],
      })),
      "write",
    );
    await db.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  }
  const { rows } = await db.execute("SELECT count(*) FROM leads");
  db.close();
  return Number(rows[0]?.[0]);
}

/** Runs `work` while the app's client writes a lead every 5 ms; how the loop and the writes fared. */
async function whileWriting<T>(work: () => Promise<T>, databaseUrl = url) {
  const prisma = createPrismaClient(databaseUrl);
  await prisma.lead.count();
  let longestStall = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStall = Math.max(longestStall, now - last - 5);
    last = now;
  }, 5);
  let writing = true;
  let writes = 0;
  let slowestWrite = 0;
  const writer = (async () => {
    while (writing) {
      const started = performance.now();
      await prisma.lead.create({
        data: {
          type: "contact",
          name: "During",
          email: "d@example.com",
          locale: "en",
          sourcePage: "/en/contact",
          verification: "unverified",
        },
      });
      slowestWrite = Math.max(slowestWrite, performance.now() - started);
      writes++;
      await sleep(5);
    }
  })();
  const started = performance.now();
  const result = await work();
  const elapsed = performance.now() - started;
  writing = false;
  await writer;
  clearInterval(ticker);
  await prisma.$disconnect();
  return { result, elapsed, longestStall, writes, slowestWrite };
}

async function drill(name: string, store: BackupStore) {
  const snapshot = await whileWriting(() => takeSnapshot(store, url));
  console.info(
    `${name}: snapshot ${seconds(snapshot.elapsed)} (${mb(snapshot.result.size)} gzip), meanwhile ${snapshot.writes} ` +
      `leads written, slowest ${snapshot.slowestWrite.toFixed(0)} ms, event loop held at most ${snapshot.longestStall.toFixed(0)} ms`,
  );
  const target = path.join(mkdtempSync(path.join(work, "restore-")), "vitrine.db");
  const started = performance.now();
  await restoreSnapshot({ store, snapshot: snapshot.result.key, databaseFile: target });
  console.info(
    `${name}: restore into a fresh folder ${seconds(performance.now() - started)} (${mb(statSync(target).size)})`,
  );
}

/** The SQLite file's leads, copied into a new, migrated PostgreSQL database; its URL. */
async function copyToPostgres(adminUrl: string) {
  const name = `vitrine_bench_backup_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const postgresUrl = target.toString();
  await applyMigrations(postgresUrl);
  const source = createClient({ url });
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const columns = ["id", "type", "name", "email", "company", "message", "locale", "source_page", "verification"];
  for (let after = ""; ;) {
    const { rows } = await source.execute({
      sql: `SELECT ${columns.join(", ")} FROM leads WHERE id > ? ORDER BY id LIMIT 1000`,
      args: [after],
    });
    if (rows.length === 0) break;
    const values = rows.flatMap((row) => columns.map((column) => row[column]));
    const placeholders = rows.map(
      (_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(", ")})`,
    );
    await client.query(`INSERT INTO leads (${columns.join(", ")}) VALUES ${placeholders.join(", ")}`, values);
    after = String(rows.at(-1)?.id);
  }
  await client.end();
  source.close();
  return { postgresUrl, name };
}

async function postgresDrill(adminUrl: string, store: BackupStore) {
  let started = performance.now();
  const { postgresUrl, name } = await copyToPostgres(adminUrl);
  console.info(
    `PostgreSQL: the same leads copied into ${name} in ${seconds(performance.now() - started)}, ` +
      `pg_database_size ${mb(await postgresDatabaseBytes(postgresUrl))}`,
  );
  try {
    const snapshot = await whileWriting(() => takeSnapshot(store, postgresUrl), postgresUrl);
    console.info(
      `PostgreSQL, folder store: snapshot ${seconds(snapshot.elapsed)} (${mb(snapshot.result.size)} pg_dump custom format, ` +
        `dump, check and store), meanwhile ${snapshot.writes} leads written, slowest ${snapshot.slowestWrite.toFixed(0)} ms, ` +
        `event loop held at most ${snapshot.longestStall.toFixed(0)} ms`,
    );
    started = performance.now();
    await restorePostgresSnapshot({ store, snapshot: snapshot.result.key, databaseUrl: postgresUrl });
    console.info(
      `PostgreSQL, folder store: restore over the database ${seconds(performance.now() - started)} ` +
        `(fetch, check, set aside, pg_restore in one transaction)`,
    );
  } finally {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

try {
  let started = performance.now();
  const leads = await fill();
  console.info(
    `Database: ${mb(statSync(database).size)}, ${leads} leads (built in ${seconds(performance.now() - started)})`,
  );

  started = performance.now();
  const copy = path.join(work, "copy.db");
  await vacuumInto(database, copy);
  const vacuumed = performance.now() - started;
  started = performance.now();
  const problem = await checkDatabaseFile(copy);
  console.info(
    `Parts: VACUUM INTO ${seconds(vacuumed)}, integrity check ${seconds(performance.now() - started)} (${problem ?? "ok"})`,
  );
  rmSync(copy);

  const idle = await whileWriting(() => sleep(5000));
  console.info(
    `For comparison, 5 s without a snapshot: ${idle.writes} leads written, slowest ${idle.slowestWrite.toFixed(0)} ms, ` +
      `event loop held at most ${idle.longestStall.toFixed(0)} ms`,
  );
  await drill("Folder store", createFileBackupStore(path.join(work, "backups")));
  if (values.s3) {
    const [host = "127.0.0.1", port = "7480"] = values.s3.split(":");
    const store = createS3BackupStore({
      endPoint: host,
      port: Number(port),
      useSSL: false,
      region: "us-east-1",
      bucket: `bench-backups-${Date.now()}`,
      accessKey: process.env.S3_TEST_ACCESS_KEY ?? "MEDIAACCESSKEY123456",
      secretKey: process.env.S3_TEST_SECRET_KEY ?? "mediasecretkey1234567890abcdefghijklmnop",
      pathStyle: true,
    });
    await drill("S3 store", store);
  }
  if (values.postgres) await postgresDrill(values.postgres, createFileBackupStore(path.join(work, "pg-backups")));
} finally {
  rmSync(work, { recursive: true, force: true });
}
