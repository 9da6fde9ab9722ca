CREATE TABLE "gift_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"guest_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"note" text,
	"recorded_by" text NOT NULL,
	"recorded_by_name" text NOT NULL,
	"usher_id" uuid,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_entries_kind_known" CHECK ("gift_entries"."kind" in ('amplop', 'hadiah', 'transfer')),
	CONSTRAINT "gift_entries_recorder_known" CHECK ("gift_entries"."recorded_by" in ('usher', 'couple', 'guest')),
	CONSTRAINT "gift_entries_amount_range" CHECK ("gift_entries"."amount" between 0 and 1000000000)
);
--> statement-breakpoint
ALTER TABLE "guest_privacy" ADD COLUMN "keep_gift_book" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_entries" ADD CONSTRAINT "gift_entries_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_entries" ADD CONSTRAINT "gift_entries_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_entries" ADD CONSTRAINT "gift_entries_usher_id_check_in_ushers_id_fk" FOREIGN KEY ("usher_id") REFERENCES "public"."check_in_ushers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_entries_invitation_created_idx" ON "gift_entries" USING btree ("invitation_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_entries_guest_idx" ON "gift_entries" USING btree ("guest_id");