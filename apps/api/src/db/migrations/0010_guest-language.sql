ALTER TABLE "guests" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_language_known" CHECK ("guests"."language" in ('id', 'en'));