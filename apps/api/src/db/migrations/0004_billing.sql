CREATE TYPE "public"."confirmation_status" AS ENUM('menunggu', 'diterima', 'ditolak');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('bank_transfer');--> statement-breakpoint
CREATE TYPE "public"."transaction_actor_kind" AS ENUM('owner', 'admin', 'system');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('menunggu_pembayaran', 'menunggu_verifikasi', 'lunas', 'ditolak', 'kedaluwarsa', 'dibatalkan');--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_plans" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"active_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"guest_limit" integer NOT NULL,
	"active_days" integer NOT NULL,
	"gallery_limit" integer NOT NULL,
	"template_tier" "template_tier" DEFAULT 'free' NOT NULL,
	"music_upload" boolean DEFAULT false NOT NULL,
	"qr_checkin" boolean DEFAULT false NOT NULL,
	"wishes_moderation" boolean DEFAULT false NOT NULL,
	"show_branding" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"user_id" uuid,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"amount" integer NOT NULL,
	"transfer_date" date NOT NULL,
	"proof_key" text NOT NULL,
	"proof_mime" text NOT NULL,
	"proof_size" integer NOT NULL,
	"status" "confirmation_status" DEFAULT 'menunggu' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"from_status" "transaction_status",
	"to_status" "transaction_status" NOT NULL,
	"actor_kind" "transaction_actor_kind" NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"user_id" uuid,
	"invitation_id" uuid,
	"package_id" uuid NOT NULL,
	"previous_package_id" uuid,
	"package_price" integer NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"unique_code" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" "transaction_status" DEFAULT 'menunggu_pembayaran' NOT NULL,
	"payment_method" "payment_method" DEFAULT 'bank_transfer' NOT NULL,
	"transfer_accounts" jsonb NOT NULL,
	"idempotency_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"rejection_reason" text,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_plans" ADD CONSTRAINT "invitation_plans_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_plans" ADD CONSTRAINT "invitation_plans_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_previous_package_id_packages_id_fk" FOREIGN KEY ("previous_package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_unique" ON "packages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_one_default" ON "packages" USING btree ("is_default") WHERE "packages"."is_default";--> statement-breakpoint
CREATE INDEX "payment_confirmations_tx_idx" ON "payment_confirmations" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_confirmations_user_idx" ON "payment_confirmations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_events_tx_idx" ON "transaction_events" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_invoice_unique" ON "transactions" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_unique" ON "transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_open_code_unique" ON "transactions" USING btree ("unique_code") WHERE "transactions"."status" in ('menunggu_pembayaran', 'menunggu_verifikasi', 'ditolak');--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_open_invitation_unique" ON "transactions" USING btree ("invitation_id") WHERE "transactions"."status" in ('menunggu_pembayaran', 'menunggu_verifikasi', 'ditolak');--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status","expires_at");