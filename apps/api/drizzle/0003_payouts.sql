ALTER TABLE "commissions" ADD COLUMN "reversed_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "paid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_started_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before 0003: a reversed commission was reversed in full, a refunded order refunded in full.
UPDATE "commissions" SET "reversed_amount" = "amount" WHERE "status" = 'reversed';--> statement-breakpoint
UPDATE "orders" SET "refunded_amount" = "amount" WHERE "status" = 'refunded';
