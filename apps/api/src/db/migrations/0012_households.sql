ALTER TABLE "rsvps" ADD COLUMN "attendees" jsonb;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "members" jsonb DEFAULT '[]'::jsonb NOT NULL;