ALTER TABLE "guests" ADD COLUMN "last_member_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "checked_in_members" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The ids each household has handed out so far: its members' and those its answers still name.
UPDATE "guests" g SET "last_member_number" = coalesce((
  SELECT max(substring(id FROM 2)::int) FROM (
    SELECT m->>'id' AS id FROM jsonb_array_elements(g."members") m
    UNION ALL
    SELECT substring(a->>'key' FROM 3) FROM "rsvps" r, jsonb_array_elements(coalesce(r."attendees", '[]'::jsonb)) a
      WHERE r."guest_id" = g."id" AND a->>'key' LIKE 'm:%'
    UNION ALL
    SELECT substring(q."person_key" FROM 3) FROM "rsvp_question_answers" q
      WHERE q."guest_id" = g."id" AND q."person_key" LIKE 'm:%'
  ) ids WHERE id ~ '^m[0-9]{1,4}$'
), 0);
