-- Addresses are stored trimmed and in lower case (ASCII letters, as SQLite's lower() and
-- app/utils/email.ts fold them), so that a person's data is found by an index rather than
-- a scan of lower(email) (docs/decisions/040). Accounts were always stored so by the
-- sign-up rule; a row that would collide with another account's address is left as is.
UPDATE "leads" SET "email" = lower(trim("email", ' ' || char(9) || char(10) || char(13)))
WHERE "email" <> lower(trim("email", ' ' || char(9) || char(10) || char(13)));

UPDATE "outgoing_mail" SET "recipient" = lower(trim("recipient", ' ' || char(9) || char(10) || char(13)))
WHERE "recipient" <> lower(trim("recipient", ' ' || char(9) || char(10) || char(13)));

UPDATE OR IGNORE "users" SET "email" = lower(trim("email", ' ' || char(9) || char(10) || char(13)))
WHERE "email" <> lower(trim("email", ' ' || char(9) || char(10) || char(13)));

-- CreateIndex
CREATE INDEX "leads_email_idx" ON "leads"("email");

-- CreateIndex
CREATE INDEX "outgoing_mail_recipient_idx" ON "outgoing_mail"("recipient");
