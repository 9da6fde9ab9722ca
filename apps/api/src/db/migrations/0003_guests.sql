CREATE TABLE "check_in_ushers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"pin_hash" text,
	"failed_pins" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_message_templates" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"invitation_message" text NOT NULL,
	"reminder_message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_privacy" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"extended_until" timestamp with time zone,
	"notice_for" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"salutation" text,
	"phone" text,
	"email" text,
	"group_name" text,
	"quota" integer NOT NULL,
	"invited_event_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"walk_in" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_pax" integer,
	"checked_in_by" uuid,
	"checked_in_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_quota_range" CHECK ("guests"."quota" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "check_in_ushers" ADD CONSTRAINT "check_in_ushers_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_message_templates" ADD CONSTRAINT "guest_message_templates_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_privacy" ADD CONSTRAINT "guest_privacy_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_checked_in_by_check_in_ushers_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."check_in_ushers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_ushers_token_unique" ON "check_in_ushers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "check_in_ushers_invitation_idx" ON "check_in_ushers" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_code_unique" ON "guests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "guests_invitation_created_idx" ON "guests" USING btree ("invitation_id","created_at");--> statement-breakpoint
CREATE INDEX "guests_invitation_name_idx" ON "guests" USING btree ("invitation_id","name");--> statement-breakpoint
CREATE INDEX "guests_invitation_phone_idx" ON "guests" USING btree ("invitation_id","phone");--> statement-breakpoint
CREATE INDEX "guests_invitation_group_idx" ON "guests" USING btree ("invitation_id","group_name");--> statement-breakpoint
CREATE INDEX "guests_invitation_checked_in_idx" ON "guests" USING btree ("invitation_id","checked_in_at");