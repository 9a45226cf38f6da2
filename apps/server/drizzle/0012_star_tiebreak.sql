DROP INDEX "users_fans_idx";--> statement-breakpoint
DROP INDEX "users_praise_idx";--> statement-breakpoint
CREATE INDEX "users_fans_idx" ON "users" USING btree ("fan_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_praise_idx" ON "users" USING btree ("praise_count" DESC NULLS FIRST,"id");--> statement-breakpoint
-- hand-written: counters from their rows (docs/counters.md). Databases seeded before the
-- demo wrote facts carry invented numbers (粉丝 213 with no follows rows); every stored
-- counter is set to what its rows say, by the definitions of db/consistency.ts.
UPDATE "users" u SET "follow_count" = (SELECT count(*) FROM "follows" f WHERE f."follower_id" = u."id"),
  "fan_count" = (SELECT count(*) FROM "follows" f WHERE f."followee_id" = u."id"),
  "item_count" = (SELECT count(*) FROM "items" i WHERE i."user_id" = u."id" AND i."item_status" = 2),
  "praise_count" = (SELECT count(*) FROM "thumbs" t JOIN "items" i ON i."id" = t."type_id" WHERE t."type" = 1 AND i."user_id" = u."id");--> statement-breakpoint
UPDATE "circles" c SET "member_count" = (SELECT count(*) FROM "circle_members" m WHERE m."circle_id" = c."id"),
  "item_count" = (SELECT count(*) FROM "items" i WHERE i."circle_id" = c."id" AND i."item_status" = 2);--> statement-breakpoint
UPDATE "items" x SET "thumb_count" = (SELECT count(*) FROM "thumbs" t WHERE t."type" = 1 AND t."type_id" = x."id"),
  "comment_count" = (SELECT count(*) FROM "comments" c WHERE c."type" = 1 AND c."type_id" = x."id" AND c."status" = 1),
  "collect_count" = (SELECT count(*) FROM "collections" c WHERE c."source_type" = 1 AND c."source_id" = x."id");--> statement-breakpoint
-- hand-written: hot_score from the recounted counters, by the formula of 0011 (docs/forum.md
-- "Hot ranking"): 0 without a like, comment or collection.
UPDATE "items" SET "hot_score" = CASE
  WHEN "thumb_count" + "comment_count" + "collect_count" > 0
  THEN log(greatest("thumb_count" * 3 + "comment_count" * 5 + "collect_count" * 4 + "visit_count"::float8 / 20, 1)::float8)
    + extract(epoch from "create_time")::float8 / 45000
  ELSE 0 END;--> statement-breakpoint
UPDATE "comments" x SET "reply_count" = (SELECT count(*) FROM "replies" r WHERE r."comment_id" = x."id" AND r."status" = 1),
  "thumb_count" = (SELECT count(*) FROM "thumbs" t WHERE t."type" = 2 AND t."type_id" = x."id");--> statement-breakpoint
UPDATE "replies" x SET "thumb_count" = (SELECT count(*) FROM "thumbs" t WHERE t."type" = 3 AND t."type_id" = x."id");
