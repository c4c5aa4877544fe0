ALTER TABLE "plans" ADD COLUMN "feature_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "retired_features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A plan's free-text lines become keys of the feature catalogue where a line named a feature
-- Finfree has (each key once, in the lines' order); the other lines are kept aside, not listed.
WITH "lines" AS (
	SELECT p."id", l."line", l."n", CASE l."line"
		WHEN 'Full trade history' THEN 'trade-history'
		WHEN 'Full trade history and statistics' THEN 'trade-history'
		WHEN 'Live forex, crypto and index signals' THEN 'live-signals'
		WHEN 'Entry, stop loss and take-profits' THEN 'trade-levels'
		WHEN 'Instant trade updates' THEN 'trade-updates'
	END AS "key"
	FROM "plans" p, jsonb_array_elements_text(p."features") WITH ORDINALITY AS l("line", "n")
), "firsts" AS (
	SELECT "id", "key", min("n") AS "n" FROM "lines" WHERE "key" IS NOT NULL GROUP BY "id", "key"
)
UPDATE "plans" p SET
	"feature_keys" = coalesce((SELECT jsonb_agg(f."key" ORDER BY f."n") FROM "firsts" f WHERE f."id" = p."id"), '[]'::jsonb),
	"retired_features" = coalesce((SELECT jsonb_agg(l."line" ORDER BY l."n") FROM "lines" l WHERE l."id" = p."id" AND l."key" IS NULL), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "features";
