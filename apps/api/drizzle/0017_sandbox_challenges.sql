CREATE TABLE "sandbox_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"evidence_due_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "off_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "challenge" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "setup_status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_disputes_charge_idx" ON "sandbox_disputes" USING btree ("charge_id");