CREATE TABLE "card_trials" (
	"provider" text NOT NULL,
	"fingerprint" text NOT NULL,
	"user_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_trials_provider_fingerprint_pk" PRIMARY KEY("provider","fingerprint")
);
--> statement-breakpoint
INSERT INTO "card_trials" ("provider", "fingerprint", "user_id", "subscription_id", "created_at")
SELECT DISTINCT ON (c."provider", c."fingerprint") c."provider", c."fingerprint", s."user_id", s."id", s."created_at"
FROM "subscriptions" s
JOIN "orders" o ON o."subscription_id" = s."id" AND o."purpose" = 'subscription_create' AND o."amount" = 0 AND o."status" = 'succeeded'
JOIN "plans" p ON p."id" = s."plan_id" AND p."trial_days" > 0
JOIN "cards" c ON c."id" = o."card_id"
ORDER BY c."provider", c."fingerprint", s."created_at";
