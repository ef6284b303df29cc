import { createClient } from "@libsql/client";
import pg from "pg";
import { env } from "~/env.server";
import { onPostgres } from "./engine";

// A second connection to the test file's database, apart from the app's client, on either
// engine (docs/decisions/048): to see what another process would see, or to change the
// database behind the app's back. Statements take `?1`-style (or `?`) placeholders, as
// SQLite's; on PostgreSQL they become `$1`.

export type OtherConnection = {
  execute: (statement: string | { sql: string; args: unknown[] }) => Promise<{ rows: Array<Record<string, unknown>> }>;
  close: () => Promise<void> | void;
};

export function otherConnection(): OtherConnection {
  if (!onPostgres()) {
    const client = createClient({ url: env.DATABASE_URL });
    return {
      execute: (statement) => client.execute(statement as Parameters<typeof client.execute>[0]),
      close: () => client.close(),
    };
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  const connected = client.connect();
  return {
    async execute(statement) {
      const { sql, args } = typeof statement === "string" ? { sql: statement, args: [] } : statement;
      let n = 0;
      const text = sql.replace(/\?(\d*)/g, (_, index: string) => `$${index || ++n}`);
      await connected;
      const { rows } = await client.query<Record<string, unknown>>(text, args);
      return { rows };
    },
    close: async () => {
      await connected;
      await client.end();
    },
  };
}
