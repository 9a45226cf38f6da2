CREATE TABLE "item_removals" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"previous_status" smallint NOT NULL,
	"previous_reject_reason" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circles" ADD COLUMN "allow_post" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_removals" ADD CONSTRAINT "item_removals_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_removals" ADD CONSTRAINT "item_removals_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Tag names become unique: an older duplicate keeps its name, later ones get their id appended.
UPDATE "tags" t SET "name" = t."name" || '-' || t."id" WHERE EXISTS (SELECT 1 FROM "tags" o WHERE o."name" = t."name" AND o."id" < t."id");--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_name_unique" UNIQUE("name");