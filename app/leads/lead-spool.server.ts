import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { remember } from "@epic-web/remember";
import { env } from "~/env.server";
import type { NewLead } from "~/leads/lead.server";
import { storeLead, type NoticeOptions } from "~/leads/lead-notification.server";
import { onShutdown } from "~/utils/shutdown.server";

// The lead spool (docs/decisions/024): a valid lead the database refuses (its
// write lock held past the wait, a full disk, a read-only file) is appended to a file
// beside the database, fsync'd, before the visitor is told it was received; it is
// replayed into the database when that accepts writes again, exactly once: the lead's
// id, made here before the first attempt, decides. The folder is outside public/ and
// build/, so nothing serves it over HTTP.

/** The spool, one JSON line per lead, in LEAD_SPOOL_DIR. */
export const SPOOL_FILE = "leads.jsonl";
/** The spool as a replay took it: kept until every lead in it is stored, so a crash resumes it. */
const REPLAYING_SUFFIX = ".replaying";
/** How often the server replays the spool (a stored lead also starts a replay). */
const REPLAY_INTERVAL_MS = 30_000;

/** One line of the spool. */
export type SpooledLead = {
  id: string;
  /** When the post was received (ISO): the lead's creation time once replayed. */
  receivedAt: string;
  lead: NewLead;
  notice: NoticeOptions;
};

const spoolPath = () => path.join(env.LEAD_SPOOL_DIR, SPOOL_FILE);
const replayingPath = () => `${spoolPath()}${REPLAYING_SUFFIX}`;

// The process's spool state, kept across development reloads of this module (one process
// writes the spool: decision 007).
type SpoolState = {
  /** Appends and the replay's taking of the spool run one at a time, so no append can go to a file the replay has read. */
  turn: Promise<unknown>;
  /** Whether the spool may hold leads (spooled to, or not replayed, since the start): a stored lead then starts a replay. */
  mayHoldLeads: boolean;
  replaying?: Promise<boolean>;
  timer?: NodeJS.Timeout;
  /** Which leads a replay leaves out (handed in by the server's entry: dropFromSpoolReplays). */
  dropCheck?: SpoolReplayCheck;
};
const state = remember("lead-spool", (): SpoolState => ({ turn: Promise.resolve(), mayHoldLeads: true }));

/** The ids of the spooled leads a replay must not store. */
export type SpoolReplayCheck = (entries: SpooledLead[]) => Promise<Set<string>>;

/**
 * Hands the replay the check that leaves leads out: the privacy domain's, which drops the
 * leads of a person erased after they were posted (docs/decisions/040). The server's entry
 * hands it in as it loads, before any replay; leads knows nothing of privacy (decision 023).
 */
export function dropFromSpoolReplays(check: SpoolReplayCheck) {
  state.dropCheck = check;
}

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = state.turn.then(work);
  state.turn = result.catch(() => undefined);
  return result;
}

/** Appends a lead to the spool and makes it durable (the file, and its name in the folder); throws if it cannot. */
export async function appendToSpool(entry: SpooledLead) {
  await inTurn(async () => {
    await mkdir(env.LEAD_SPOOL_DIR, { recursive: true });
    const file = await open(spoolPath(), "a", 0o600);
    try {
      await file.write(`${JSON.stringify(entry)}\n`);
      await file.sync();
    } finally {
      await file.close();
    }
    await syncFolder(env.LEAD_SPOOL_DIR);
    state.mayHoldLeads = true;
  });
}

/** Makes a file's creation, rename or removal in the folder durable. */
async function syncFolder(folder: string) {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Stores a lead with its notice, or, when the database refuses it, spools it. Throws only
 * when both fail (the visitor then gets the form back to send again).
 */
export async function storeOrSpoolLead(lead: NewLead, notice: NoticeOptions) {
  const id = randomUUID();
  try {
    await storeLead(lead, notice, { id });
    // The database accepts writes again: what waits in the spool can go in.
    if (state.mayHoldLeads) void replaySpool();
    return { id, spooled: false };
  } catch (error) {
    console.error(`[leads] the database refused lead ${id}; it goes to the spool`, error);
    await appendToSpool({ id, receivedAt: new Date().toISOString(), lead, notice });
    console.warn(`[leads] lead ${id} spooled, to be stored when the database accepts writes`);
    return { id, spooled: true };
  }
}

/**
 * Stores every spooled lead that is not stored yet (a lead already stored under its id is
 * skipped), then empties the spool; true when nothing is left. A replay already running
 * is joined rather than doubled.
 */
export function replaySpool(): Promise<boolean> {
  state.replaying ??= replayAll().finally(() => (state.replaying = undefined));
  return state.replaying;
}

async function replayAll() {
  try {
    // A spool taken by a replay that stopped (a crash, the database refusing again) goes
    // first; then whatever was appended since, until nothing is left.
    while (await takeSpool()) {
      const entries = await readSpool(replayingPath());
      const dropped = (await state.dropCheck?.(entries)) ?? new Set<string>();
      if (dropped.size) console.warn(`[leads] ${dropped.size} spooled leads left out: their sender was erased since`);
      for (const entry of entries) {
        if (dropped.has(entry.id)) continue;
        await storeLead(entry.lead, entry.notice, { id: entry.id, createdAt: new Date(entry.receivedAt), once: true });
      }
      await rm(replayingPath());
      await syncFolder(env.LEAD_SPOOL_DIR);
    }
    return true;
  } catch (error) {
    console.error(`[leads] replaying the spool stopped; ${await countSpooledLeads()} leads wait in it`, error);
    return false;
  }
}

/** Moves the spool aside for a replay, unless one is aside already; false when there is nothing to replay. */
async function takeSpool() {
  if (await exists(replayingPath())) return true;
  return inTurn(async () => {
    try {
      await rename(spoolPath(), replayingPath());
    } catch (error) {
      if (!isMissing(error)) throw error;
      state.mayHoldLeads = false;
      return false;
    }
    await syncFolder(env.LEAD_SPOOL_DIR);
    return true;
  });
}

/**
 * The leads of a spool file. A line that does not parse can only be the last one of a
 * crash during its append, before the visitor was answered: logged and left out.
 */
async function readSpool(file: string): Promise<SpooledLead[]> {
  const lines = (await readText(file)).split("\n").filter((line) => line.trim());
  return lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as SpooledLead];
    } catch {
      console.error(`[leads] a spool line that does not parse is left out: ${line}`);
      return [];
    }
  });
}

/** The spooled leads that `matches` picks (a person's, for a privacy request). */
export async function findSpooledLeads(matches: (entry: SpooledLead) => boolean) {
  const files = await Promise.all([readSpool(replayingPath()), readSpool(spoolPath())]);
  return files.flat().filter(matches);
}

/**
 * Removes from the spool the leads that `matches` picks (a person's erasure); how many. A
 * replay under way ends first: what it stored meanwhile is the caller's to erase. Each
 * file is rewritten whole (fsync'd, then renamed over the old one), in turn with appends.
 */
export async function removeFromSpool(matches: (entry: SpooledLead) => boolean) {
  await state.replaying;
  return inTurn(async () => {
    let removed = 0;
    for (const file of [replayingPath(), spoolPath()]) {
      const entries = await readSpool(file);
      const kept = entries.filter((entry) => !matches(entry));
      if (kept.length === entries.length) continue;
      removed += entries.length - kept.length;
      const rewritten = `${file}.rewrite`;
      const handle = await open(rewritten, "w", 0o600);
      try {
        await handle.write(kept.map((entry) => `${JSON.stringify(entry)}\n`).join(""));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(rewritten, file);
      await syncFolder(env.LEAD_SPOOL_DIR);
    }
    return removed;
  });
}

/** How many leads wait in the spool (the staff inbox and the health log say so). */
export async function countSpooledLeads() {
  const files = await Promise.all([readText(replayingPath()), readText(spoolPath())]);
  return files
    .join("\n")
    .split("\n")
    .filter((line) => line.trim()).length;
}

/** Logs how many leads wait in the spool, when any do (the health check); never throws. */
export async function logSpoolSize() {
  try {
    const spooled = await countSpooledLeads();
    if (spooled) console.warn(`[leads] ${spooled} leads wait in the spool (${env.LEAD_SPOOL_DIR})`);
  } catch (error) {
    console.error(`[leads] the spool (${env.LEAD_SPOOL_DIR}) cannot be read`, error);
  }
}

/** A file's text; empty when it does not exist. */
async function readText(file: string) {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (isMissing(error)) return "";
    throw error;
  }
}

async function exists(file: string) {
  return open(file, "r").then(
    (handle) => handle.close().then(() => true),
    (error: unknown) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );
}

const isMissing = (error: unknown) => error instanceof Error && "code" in error && error.code === "ENOENT";

/** Replays the spool now and every 30 s, in this process; stopped (a replay running is awaited) at shutdown. */
export function startSpoolReplay() {
  if (state.timer) return;
  void replaySpool();
  state.timer = setInterval(() => void replaySpool(), REPLAY_INTERVAL_MS);
  state.timer.unref();
  onShutdown(async () => {
    clearInterval(state.timer);
    await state.replaying;
  });
}
