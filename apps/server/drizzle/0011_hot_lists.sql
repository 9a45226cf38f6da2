CREATE TABLE "search_keyword_searchers" (
	"keyword" text NOT NULL,
	"searcher" text NOT NULL,
	"search_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_keyword_searchers_keyword_searcher_pk" PRIMARY KEY("keyword","searcher")
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_keywords_count_idx";--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_keyword_searchers_searcher_idx" ON "search_keyword_searchers" USING btree ("searcher","search_time");--> statement-breakpoint
CREATE INDEX "search_keyword_searchers_time_idx" ON "search_keyword_searchers" USING btree ("search_time");--> statement-breakpoint
CREATE INDEX "search_keywords_shown_idx" ON "search_keywords" USING btree ("count" DESC NULLS FIRST,"last_time" DESC NULLS FIRST) WHERE hidden = false;--> statement-breakpoint
-- hand-written: the old rows counted searches, not people, and nobody stands behind them
-- (docs/forum.md "Hot keys"): the list starts again from real searchers.
DELETE FROM "search_keywords";--> statement-breakpoint
-- hand-written: hot_score under the formula of modules/forum/hot-score.ts (docs/forum.md
-- "Hot ranking"): 0 without a like, comment or collection.
UPDATE "items" SET "hot_score" = CASE
  WHEN "thumb_count" + "comment_count" + "collect_count" > 0
  THEN log(("thumb_count" * 3 + "comment_count" * 5 + "collect_count" * 4 + "visit_count"::float8 / 20)::float8)
    + extract(epoch from "create_time")::float8 / 45000
  ELSE 0 END;
