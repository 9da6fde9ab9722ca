CREATE TABLE "door_operations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"usher_id" uuid,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"guest_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "checked_in_event_id" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "souvenir_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "souvenir_by_name" text;--> statement-breakpoint
ALTER TABLE "door_operations" ADD CONSTRAINT "door_operations_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_operations" ADD CONSTRAINT "door_operations_usher_id_check_in_ushers_id_fk" FOREIGN KEY ("usher_id") REFERENCES "public"."check_in_ushers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_operations" ADD CONSTRAINT "door_operations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_operations_invitation_idx" ON "door_operations" USING btree ("invitation_id");