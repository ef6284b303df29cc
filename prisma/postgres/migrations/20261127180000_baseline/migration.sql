-- The PostgreSQL schema as of this migration (docs/decisions/048): prisma/postgres/schema.prisma
-- from nothing, as `prisma migrate diff` writes it, then the raw SQL objects of
-- prisma/raw-sql-objects.ts in PostgreSQL's dialect. Later migrations follow the SQLite ones.

-- CreateEnum
CREATE TYPE "PrivacyRequestKind" AS ENUM ('export', 'erasure');

-- CreateEnum
CREATE TYPE "LeadType" AS ENUM ('contact', 'audit', 'chatbot');

-- CreateEnum
CREATE TYPE "Budget" AS ENUM ('range1', 'range2', 'range3', 'range4', 'range5');

-- CreateEnum
CREATE TYPE "Deadline" AS ENUM ('asap', 'month', 'quarter', 'flexible');

-- CreateEnum
CREATE TYPE "Verification" AS ENUM ('verified', 'unverified', 'failed');

-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('new', 'contacted', 'delivered', 'won', 'lost', 'spam');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('client', 'staff');

-- CreateEnum
CREATE TYPE "ProjectStatus" AS ENUM ('in_progress', 'completed', 'pending');

-- CreateEnum
CREATE TYPE "MailKind" AS ENUM ('confirmation', 'signupAgain', 'accountExists', 'leadNotice', 'invitation', 'passwordReset', 'leadAcknowledgement', 'leadReminder', 'leadDigest');

-- CreateEnum
CREATE TYPE "PasswordTokenPurpose" AS ENUM ('invitation', 'reset');

-- CreateEnum
CREATE TYPE "MailState" AS ENUM ('queued', 'sending', 'failed');

-- CreateTable
CREATE TABLE "posts" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "translation_key" TEXT,
    "title" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "image_url" TEXT,
    "image_alt" TEXT,
    "published_at" TIMESTAMP(3),
    "read_time" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "updated_by_id" TEXT,
    "create_key" TEXT,
    "seo_title" TEXT,
    "seo_description" TEXT,

    CONSTRAINT "posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post_old_slugs" (
    "slug" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "post_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_old_slugs_pkey" PRIMARY KEY ("slug","lang")
);

-- CreateTable
CREATE TABLE "seed_runs" (
    "name" TEXT NOT NULL,
    "ran_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seed_runs_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "leads" (
    "id" TEXT NOT NULL,
    "type" "LeadType" NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "company" TEXT,
    "website" TEXT,
    "services" JSONB,
    "objective" TEXT,
    "budget" "Budget",
    "deadline" "Deadline",
    "message_prompt" TEXT,
    "message" TEXT,
    "locale" TEXT NOT NULL,
    "source_page" TEXT NOT NULL,
    "verification" "Verification" NOT NULL,
    "verification_score" DOUBLE PRECISION,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" "LeadStatus" NOT NULL DEFAULT 'new',
    "notified_at" TIMESTAMP(3),
    "notification_error" TEXT,
    "notification_attempts" INTEGER NOT NULL DEFAULT 0,
    "consent_version" TEXT,
    "consent_given_at" TIMESTAMP(3),
    "due_at" TIMESTAMP(3),
    "fbclid" TEXT,
    "gbraid" TEXT,
    "gclid" TEXT,
    "landing_page" TEXT,
    "referrer_host" TEXT,
    "utm_campaign" TEXT,
    "utm_content" TEXT,
    "utm_medium" TEXT,
    "utm_source" TEXT,
    "utm_term" TEXT,
    "wbraid" TEXT,
    "owner_id" TEXT,
    "reminder_sent_at" TIMESTAMP(3),
    "acknowledged_at" TIMESTAMP(3),

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_notes" (
    "id" TEXT NOT NULL,
    "lead_id" TEXT NOT NULL,
    "author_id" TEXT,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'client',
    "email_verified_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "last_sign_in_at" TIMESTAMP(3),

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_confirmations" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_confirmations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "purpose" "PasswordTokenPurpose" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outgoing_mail" (
    "id" TEXT NOT NULL,
    "kind" "MailKind" NOT NULL,
    "recipient" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "lead_id" TEXT,
    "state" "MailState" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "first_failed_at" TIMESTAMP(3),
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outgoing_mail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media_files" (
    "id" TEXT NOT NULL,
    "owner_id" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "mimetype" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" TEXT NOT NULL,
    "owner_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" "ProjectStatus" NOT NULL,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "deadline" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "create_key" TEXT,

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "privacy_requests" (
    "id" TEXT NOT NULL,
    "kind" "PrivacyRequestKind" NOT NULL,
    "subject_hash" TEXT NOT NULL,
    "staff_email" TEXT NOT NULL,
    "counts" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "privacy_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_digests" (
    "day" TEXT NOT NULL,
    "claimed_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lead_digests_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "health_probe" (
    "id" INTEGER NOT NULL,
    "written_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "health_probe_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bot_challenge_uses" (
    "signature" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bot_challenge_uses_pkey" PRIMARY KEY ("signature")
);

-- CreateIndex
CREATE UNIQUE INDEX "posts_create_key_key" ON "posts"("create_key");

-- CreateIndex
CREATE INDEX "posts_translation_key_idx" ON "posts"("translation_key");

-- CreateIndex
CREATE INDEX "posts_published_at_lang_slug_translation_key_idx" ON "posts"("published_at", "lang", "slug", "translation_key");

-- CreateIndex
CREATE INDEX "posts_published_at_updated_at_id_lang_title_slug_idx" ON "posts"("published_at" DESC, "updated_at" DESC, "id", "lang", "title", "slug");

-- CreateIndex
CREATE INDEX "posts_lang_published_at_updated_at_id_title_slug_idx" ON "posts"("lang", "published_at" DESC, "updated_at" DESC, "id", "title", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "posts_slug_lang_key" ON "posts"("slug", "lang");

-- CreateIndex
CREATE INDEX "post_old_slugs_post_id_idx" ON "post_old_slugs"("post_id");

-- CreateIndex
CREATE INDEX "leads_created_at_idx" ON "leads"("created_at");

-- CreateIndex
CREATE INDEX "leads_type_created_at_idx" ON "leads"("type", "created_at");

-- CreateIndex
CREATE INDEX "leads_status_created_at_idx" ON "leads"("status", "created_at");

-- CreateIndex
CREATE INDEX "leads_due_at_created_at_idx" ON "leads"("due_at", "created_at");

-- CreateIndex
CREATE INDEX "leads_status_due_at_idx" ON "leads"("status", "due_at");

-- CreateIndex
CREATE INDEX "leads_utm_source_created_at_idx" ON "leads"("utm_source", "created_at");

-- CreateIndex
CREATE INDEX "leads_utm_campaign_idx" ON "leads"("utm_campaign");

-- CreateIndex
CREATE INDEX "leads_owner_id_created_at_idx" ON "leads"("owner_id", "created_at");

-- CreateIndex
CREATE INDEX "leads_owner_id_due_at_idx" ON "leads"("owner_id", "due_at");

-- CreateIndex
CREATE INDEX "leads_owner_id_status_idx" ON "leads"("owner_id", "status");

-- CreateIndex
CREATE INDEX "leads_email_idx" ON "leads"("email");

-- CreateIndex
CREATE INDEX "lead_notes_lead_id_created_at_idx" ON "lead_notes"("lead_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "email_confirmations_token_hash_key" ON "email_confirmations"("token_hash");

-- CreateIndex
CREATE INDEX "email_confirmations_user_id_idx" ON "email_confirmations"("user_id");

-- CreateIndex
CREATE INDEX "email_confirmations_expires_at_idx" ON "email_confirmations"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "password_tokens_token_hash_key" ON "password_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_tokens_user_id_idx" ON "password_tokens"("user_id");

-- CreateIndex
CREATE INDEX "password_tokens_expires_at_idx" ON "password_tokens"("expires_at");

-- CreateIndex
CREATE INDEX "outgoing_mail_state_next_attempt_at_idx" ON "outgoing_mail"("state", "next_attempt_at");

-- CreateIndex
CREATE INDEX "outgoing_mail_first_failed_at_idx" ON "outgoing_mail"("first_failed_at");

-- CreateIndex
CREATE INDEX "outgoing_mail_lead_id_idx" ON "outgoing_mail"("lead_id");

-- CreateIndex
CREATE INDEX "outgoing_mail_recipient_idx" ON "outgoing_mail"("recipient");

-- CreateIndex
CREATE UNIQUE INDEX "media_files_storage_key_key" ON "media_files"("storage_key");

-- CreateIndex
CREATE INDEX "media_files_owner_id_created_at_idx" ON "media_files"("owner_id", "created_at");

-- CreateIndex
CREATE INDEX "media_files_created_at_idx" ON "media_files"("created_at");

-- CreateIndex
CREATE INDEX "media_files_owner_id_size_idx" ON "media_files"("owner_id", "size");

-- CreateIndex
CREATE UNIQUE INDEX "projects_create_key_key" ON "projects"("create_key");

-- CreateIndex
CREATE INDEX "projects_owner_id_idx" ON "projects"("owner_id");

-- CreateIndex
CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests"("created_at");

-- CreateIndex
CREATE INDEX "privacy_requests_subject_hash_idx" ON "privacy_requests"("subject_hash");

-- CreateIndex
CREATE INDEX "bot_challenge_uses_expires_at_idx" ON "bot_challenge_uses"("expires_at");

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_old_slugs" ADD CONSTRAINT "post_old_slugs_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outgoing_mail" ADD CONSTRAINT "outgoing_mail_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Only staff own leads (docs/decisions/045): an account that loses the staff role leaves
-- its leads unassigned, as deleting it does (the foreign key's ON DELETE SET NULL), on
-- every write path.
CREATE FUNCTION "lead_owner_role_lost"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" SET "owner_id" = NULL WHERE "owner_id" = OLD."id";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "lead_owner_role_lost" AFTER UPDATE OF "role" ON "users"
FOR EACH ROW WHEN (OLD."role" = 'staff' AND NEW."role" <> 'staff')
EXECUTE FUNCTION "lead_owner_role_lost"();

-- The inbox's text search (docs/decisions/039, 048): PostgreSQL's full-text search on each
-- lead's name, e-mail and company, as SQLite's FTS5 table does it (unicode61
-- remove_diacritics 2). A word is a run of letters and digits, anything else separates
-- words ("csv-4f2a@x.ca" is csv 4f2a x ca); accents are removed and case folded by the
-- explicit table below, not by the server's locale, so the index means the same on
-- every server (IMMUTABLE, as an index needs). Raw SQL that schema.prisma cannot state:
-- listed in prisma/raw-sql-objects.ts, which `npm run db:check` proves present.
CREATE FUNCTION "lead_search_words"("text" TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    lower(translate("text",
      'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǤǦǧǨǩǪǫǬǭǮǰǱǲǴǵǶǷǸǹǺǻǼǾȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎ',
      'aaaaaaæceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaǣǥggkkooooǯjǳǳggƕƿnnaaǽǿaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏ')),
    '[^0-9a-z\u00aa\u00b2\u00b3\u00b5\u00b9\u00ba\u00bc-\u00be\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u1fff\u2070-\u2fff\u3001-\ufefe\uff00-\U0010ffff]+',
    ' ', 'g')
$$;

-- Each field's words apart, so that no phrase runs from one field into the next. The call
-- names its schema: pg_restore builds the index with an empty search_path (decision 050).
CREATE FUNCTION "lead_search_document"("name" TEXT, "email" TEXT, "company" TEXT) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', public."lead_search_words"("name"))
    || to_tsvector('simple', public."lead_search_words"("email"))
    || to_tsvector('simple', public."lead_search_words"(coalesce("company", '')))
$$;

CREATE INDEX "leads_search_idx" ON "leads" USING gin ("lead_search_document"("name", "email", "company"));
