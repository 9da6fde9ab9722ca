CREATE TYPE "public"."media_kind" AS ENUM('image', 'music');--> statement-breakpoint
CREATE TYPE "public"."rsvp_attendance" AS ENUM('hadir', 'tidak_hadir', 'ragu');--> statement-breakpoint
CREATE TYPE "public"."wish_status" AS ENUM('pending', 'approved', 'hidden');--> statement-breakpoint
CREATE TABLE "guest_opens" (
	"guest_id" uuid PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"first_opened_at" timestamp with time zone NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invitation_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"kind" "media_kind" NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_opens" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"general_opens" integer DEFAULT 0 NOT NULL,
	"personal_opens" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"respondent_key" text NOT NULL,
	"guest_id" uuid,
	"name" text NOT NULL,
	"attendance" "rsvp_attendance" NOT NULL,
	"pax" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"guest_id" uuid,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"attendance" "rsvp_attendance",
	"status" "wish_status" DEFAULT 'approved' NOT NULL,
	"author_key" text NOT NULL,
	"message_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_opens" ADD CONSTRAINT "guest_opens_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_media" ADD CONSTRAINT "invitation_media_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_opens" ADD CONSTRAINT "invitation_opens_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_opens_invitation_idx" ON "guest_opens" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_media_key_unique" ON "invitation_media" USING btree ("key");--> statement-breakpoint
CREATE INDEX "invitation_media_invitation_idx" ON "invitation_media" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_respondent_event_unique" ON "rsvps" USING btree ("invitation_id","respondent_key","event_id");--> statement-breakpoint
CREATE INDEX "rsvps_guest_idx" ON "rsvps" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "wishes_invitation_idx" ON "wishes" USING btree ("invitation_id","status","created_at");--> statement-breakpoint
CREATE INDEX "wishes_author_idx" ON "wishes" USING btree ("invitation_id","author_key","message_hash");