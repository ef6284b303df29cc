-- Only staff own leads (docs/decisions/045): an account that loses the staff role leaves
-- its leads unassigned, as deleting it does (the foreign key's ON DELETE SET NULL), on
-- every write path. Raw SQL that schema.prisma cannot state: listed in
-- prisma/raw-sql-objects.ts, which `npm run db:check` proves present.
CREATE TRIGGER "lead_owner_role_lost" AFTER UPDATE OF "role" ON "users"
WHEN old."role" = 'staff' AND new."role" <> 'staff' BEGIN
  UPDATE "leads" SET "owner_id" = NULL WHERE "owner_id" = old."id";
END;
