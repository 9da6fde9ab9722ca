CREATE TABLE "retired_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): an invitation that was ever published
-- leaves its slug behind however its row goes, including the cascade of an account's deletion.
CREATE FUNCTION "retire_published_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "retired_slugs" ("slug", "user_id") VALUES (OLD."slug", OLD."user_id") ON CONFLICT ("slug") DO NOTHING;
	RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invitations_retire_slug" AFTER DELETE ON "invitations" FOR EACH ROW WHEN (OLD."published_at" IS NOT NULL) EXECUTE FUNCTION "retire_published_slug"();
