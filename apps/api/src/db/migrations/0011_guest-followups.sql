CREATE TABLE "guest_followups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"template" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	CONSTRAINT "guest_followups_kind_known" CHECK ("guest_followups"."kind" in ('invitation', 'reminder', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "guest_followups" ADD CONSTRAINT "guest_followups_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_followups" ADD CONSTRAINT "guest_followups_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_followups_guest_idx" ON "guest_followups" USING btree ("guest_id","sent_at");