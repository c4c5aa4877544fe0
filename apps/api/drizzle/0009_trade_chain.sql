ALTER TABLE "trade_updates" ADD COLUMN "salt" text;--> statement-breakpoint
ALTER TABLE "trade_updates" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "trade_updates" ADD COLUMN "hash" text;