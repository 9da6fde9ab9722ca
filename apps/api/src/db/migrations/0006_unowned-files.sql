CREATE TABLE "unowned_files" (
	"key" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unowned_files_since_idx" ON "unowned_files" USING btree ("since");