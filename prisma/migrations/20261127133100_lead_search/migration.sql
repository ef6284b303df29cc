-- The inbox's text search (docs/decisions/039): an FTS5 index of each lead's name, e-mail
-- and company, accents and case folded (unicode61 remove_diacritics 2) for French and
-- English alike, with prefix indexes for the word being typed. It holds no copy of the
-- text (content='leads': external content, keyed by the leads' rowid), and triggers keep
-- it in step with every write, delete and cascade, whatever code path makes them.
-- Raw SQL that schema.prisma cannot state: listed in prisma/raw-sql-objects.ts, which
-- `npm run db:check` proves present.
CREATE VIRTUAL TABLE "lead_search" USING fts5(
  name, email, company,
  content = 'leads',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- The leads stored before this migration.
INSERT INTO "lead_search" ("lead_search") VALUES ('rebuild');

CREATE TRIGGER "lead_search_insert" AFTER INSERT ON "leads" BEGIN
  INSERT INTO "lead_search" (rowid, name, email, company) VALUES (new.rowid, new.name, new.email, new.company);
END;

CREATE TRIGGER "lead_search_delete" AFTER DELETE ON "leads" BEGIN
  INSERT INTO "lead_search" ("lead_search", rowid, name, email, company)
  VALUES ('delete', old.rowid, old.name, old.email, old.company);
END;

CREATE TRIGGER "lead_search_update" AFTER UPDATE OF name, email, company ON "leads" BEGIN
  INSERT INTO "lead_search" ("lead_search", rowid, name, email, company)
  VALUES ('delete', old.rowid, old.name, old.email, old.company);
  INSERT INTO "lead_search" (rowid, name, email, company) VALUES (new.rowid, new.name, new.email, new.company);
END;
