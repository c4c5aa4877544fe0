CREATE TABLE "connect_channel_posts" (
	"seq" bigint NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "connect_channel_posts_seq_platform_pk" PRIMARY KEY("seq","platform")
);
--> statement-breakpoint
CREATE TABLE "connect_links" (
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"external_id" text,
	"username" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"granted" boolean DEFAULT false NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"linked_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connect_links_user_id_platform_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
CREATE TABLE "connect_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"platform" text NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ok" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connect_settings" (
	"platform" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text,
	"health" jsonb,
	"checked_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connect_threads" (
	"trade_id" text NOT NULL,
	"platform" text NOT NULL,
	"channel_id" text NOT NULL,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connect_threads_trade_id_platform_pk" PRIMARY KEY("trade_id","platform")
);
--> statement-breakpoint
CREATE TABLE "telegram_invites" (
	"link" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" text,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seq" bigint,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"attempt" integer NOT NULL,
	"http_status" integer,
	"ok" boolean NOT NULL,
	"latency_ms" integer NOT NULL,
	"error" text,
	"retry_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"user_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"paused_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connect_channel_posts" ADD CONSTRAINT "connect_channel_posts_seq_alert_events_seq_fk" FOREIGN KEY ("seq") REFERENCES "public"."alert_events"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_links" ADD CONSTRAINT "connect_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_log" ADD CONSTRAINT "connect_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_threads" ADD CONSTRAINT "connect_threads_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_invites" ADD CONSTRAINT "telegram_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connect_links_external_idx" ON "connect_links" USING btree ("platform","external_id") WHERE "connect_links"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "connect_links_granted_idx" ON "connect_links" USING btree ("platform","granted");--> statement-breakpoint
CREATE INDEX "connect_log_at_idx" ON "connect_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "connect_log_user_idx" ON "connect_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "telegram_invites_user_idx" ON "telegram_invites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_user_idx" ON "webhook_attempts" USING btree ("user_id","id");