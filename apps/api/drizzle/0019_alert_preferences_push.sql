CREATE TABLE "push_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_push_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_snoozes" (
	"user_id" text NOT NULL,
	"trade_id" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_snoozes_user_id_trade_id_pk" PRIMARY KEY("user_id","trade_id")
);
--> statement-breakpoint
ALTER TABLE "alert_events" ADD COLUMN "symbol" text;--> statement-breakpoint
ALTER TABLE "alert_events" ADD COLUMN "asset_class" text;--> statement-breakpoint
UPDATE "alert_events" e SET "symbol" = upper(t."symbol"), "asset_class" = t."asset_class" FROM "trades" t WHERE t."id" = e."trade_id";--> statement-breakpoint
ALTER TABLE "alert_events" ALTER COLUMN "symbol" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_events" ALTER COLUMN "asset_class" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "markets" jsonb DEFAULT '{"mode":"all","assetClasses":[],"symbols":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "quiet" jsonb;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_snoozes" ADD CONSTRAINT "trade_snoozes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_snoozes" ADD CONSTRAINT "trade_snoozes_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_devices_endpoint_idx" ON "push_devices" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_devices_user_idx" ON "push_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_held_idx" ON "notification_deliveries" USING btree ("held_until") WHERE "notification_deliveries"."status" = 'pending' and "notification_deliveries"."held_until" is not null;