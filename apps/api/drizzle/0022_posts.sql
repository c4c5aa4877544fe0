CREATE TABLE "posts" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" jsonb DEFAULT '{"type":"doc","content":[]}'::jsonb NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trade_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_visible_idx" ON "posts" USING btree ("publish_at" DESC NULLS LAST,"id") WHERE "posts"."status" in ('scheduled', 'published');--> statement-breakpoint
CREATE INDEX "posts_updated_idx" ON "posts" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "posts_tags_idx" ON "posts" USING gin ("tags" jsonb_path_ops);--> statement-breakpoint
-- The market outlook exists now: a plan that listed it before features came from the catalogue
-- (a line kept aside by 0021) promises the feature again, after its other features.
UPDATE "plans" SET
	"feature_keys" = CASE WHEN "feature_keys" ? 'market-outlook' THEN "feature_keys" ELSE "feature_keys" || '["market-outlook"]'::jsonb END,
	"retired_features" = coalesce((SELECT jsonb_agg(l."line" ORDER BY l."n") FROM jsonb_array_elements_text("retired_features") WITH ORDINALITY AS l("line", "n") WHERE lower(trim(l."line")) NOT IN ('weekly market outlook', 'market outlook')), '[]'::jsonb)
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text("retired_features") AS r("line") WHERE lower(trim(r."line")) IN ('weekly market outlook', 'market outlook'));
