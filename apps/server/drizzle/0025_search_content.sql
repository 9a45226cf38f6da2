ALTER TABLE "resources" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");