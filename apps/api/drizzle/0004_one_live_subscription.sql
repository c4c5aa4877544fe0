-- Rows written before 0004 (two live subscriptions for one user): keep the one that counts —
-- active before trialing before past_due before incomplete, then the longest-running — and end
-- the others, marked so an admin can find them (GET /subscriptions?status=canceled) and refund.
WITH "ranked" AS (
  SELECT "id", row_number() OVER (
    PARTITION BY "user_id"
    ORDER BY CASE "status" WHEN 'active' THEN 0 WHEN 'trialing' THEN 1 WHEN 'past_due' THEN 2 ELSE 3 END,
      "current_period_end" DESC, "created_at", "id"
  ) AS "n"
  FROM "subscriptions"
  WHERE "status" in ('incomplete', 'trialing', 'active', 'past_due')
)
UPDATE "subscriptions" SET "status" = 'canceled', "canceled_at" = now(), "cancel_at_period_end" = false,
  "cancellation_reason" = 'Duplicate live subscription ended by migration 0004', "updated_at" = now()
FROM "ranked" WHERE "ranked"."id" = "subscriptions"."id" AND "ranked"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('incomplete', 'trialing', 'active', 'past_due');
