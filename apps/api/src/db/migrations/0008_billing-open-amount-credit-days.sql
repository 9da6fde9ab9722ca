DROP INDEX "transactions_open_code_unique";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "credit_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_open_amount_unique" ON "transactions" USING btree ("amount") WHERE "transactions"."status" in ('menunggu_pembayaran', 'menunggu_verifikasi', 'ditolak');