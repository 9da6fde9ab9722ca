CREATE TABLE "rsvp_question_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"guest_id" uuid,
	"respondent_key" text NOT NULL,
	"event_id" text,
	"person_key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_question_answers_unique" UNIQUE NULLS NOT DISTINCT("invitation_id","question_id","respondent_key","event_id","person_key")
);
--> statement-breakpoint
CREATE TABLE "rsvp_questions" (
	"invitation_id" uuid NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"label" jsonb NOT NULL,
	"required" boolean NOT NULL,
	"per" text NOT NULL,
	"event_id" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min" integer,
	"max" integer,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_questions_invitation_id_id_pk" PRIMARY KEY("invitation_id","id")
);
--> statement-breakpoint
ALTER TABLE "rsvp_question_answers" ADD CONSTRAINT "rsvp_question_answers_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_question_answers" ADD CONSTRAINT "rsvp_question_answers_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_questions" ADD CONSTRAINT "rsvp_questions_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsvp_question_answers_respondent_idx" ON "rsvp_question_answers" USING btree ("invitation_id","respondent_key");--> statement-breakpoint
CREATE INDEX "rsvp_question_answers_guest_idx" ON "rsvp_question_answers" USING btree ("guest_id");