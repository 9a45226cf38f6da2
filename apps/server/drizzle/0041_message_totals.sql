CREATE TABLE "message_totals" (
	"user_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_totals" ADD CONSTRAINT "message_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_totals_user_category_idx" ON "message_totals" USING btree ("user_id","category");--> statement-breakpoint
-- One delta row per person and category an insert statement wrote messages for: a bulk
-- insert (a broadcast, a restore) adds a row per recipient, not per message, and no writer
-- waits on another's row (an upsert of one total would lock it until commit, and two
-- transactions telling two people in opposite orders would deadlock).
CREATE FUNCTION "message_totals_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_totals (user_id, category, n)
    SELECT user_id, category, count(*) FROM added GROUP BY user_id, category;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted messages subtract, except those of a deleted account: its totals went with it
-- (ON DELETE CASCADE), and a row naming it would break the foreign key.
CREATE FUNCTION "message_totals_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_totals (user_id, category, n)
    SELECT r.user_id, r.category, -count(*) FROM removed r
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id)
    GROUP BY r.user_id, r.category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "messages_total_insert" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "message_totals_added"();
--> statement-breakpoint
CREATE TRIGGER "messages_total_delete" AFTER DELETE ON "messages"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "message_totals_removed"();
--> statement-breakpoint
INSERT INTO "message_totals" ("user_id", "category", "n")
  SELECT "user_id", "category", count(*) FROM "messages" GROUP BY "user_id", "category";
