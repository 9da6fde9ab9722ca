CREATE TABLE "guest_arrivals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"event_id" text,
	"at" timestamp with time zone NOT NULL,
	"pax" integer NOT NULL,
	"usher_id" uuid,
	"by_name" text,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_checked_in_by_check_in_ushers_id_fk";
--> statement-breakpoint
DROP INDEX "guests_invitation_checked_in_idx";--> statement-breakpoint
ALTER TABLE "guest_arrivals" ADD CONSTRAINT "guest_arrivals_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_arrivals" ADD CONSTRAINT "guest_arrivals_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_arrivals" ADD CONSTRAINT "guest_arrivals_usher_id_check_in_ushers_id_fk" FOREIGN KEY ("usher_id") REFERENCES "public"."check_in_ushers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_arrivals_guest_event_unique" ON "guest_arrivals" USING btree ("guest_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_arrivals_guest_no_event_unique" ON "guest_arrivals" USING btree ("guest_id") WHERE "guest_arrivals"."event_id" is null;--> statement-breakpoint
CREATE INDEX "guest_arrivals_invitation_at_idx" ON "guest_arrivals" USING btree ("invitation_id","at");--> statement-breakpoint
-- Each guest let in so far becomes one arrival, at the session recorded; one recorded before sessions
-- goes to the invitation's first listed session (where the door's list counted it), null only without sessions.
INSERT INTO "guest_arrivals" ("invitation_id", "guest_id", "event_id", "at", "pax", "usher_id", "by_name", "members")
SELECT g."invitation_id", g."id", coalesce(g."checked_in_event_id", i."content"->'events'->0->>'id'), g."checked_in_at",
  coalesce(g."checked_in_pax", 1), g."checked_in_by", g."checked_in_by_name", g."checked_in_members"
FROM "guests" g JOIN "invitations" i ON i."id" = g."invitation_id"
WHERE g."checked_in_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "checked_in_at";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "checked_in_pax";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "checked_in_by";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "checked_in_by_name";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "checked_in_members";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "checked_in_event_id";