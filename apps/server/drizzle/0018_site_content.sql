CREATE TABLE "notice_reads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"publish_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_top" smallint DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("status","publish_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "popup_items_url_key" ON "popup_items" USING btree ("url");--> statement-breakpoint
-- The sign-in popup (SPEC §2: the popup item with url signin) exists from the start, enabled,
-- with no image (the site then draws its own banner); the console edits or disables it.
INSERT INTO "popup_items" ("url", "name", "image", "is_show") VALUES ('signin', '每日签到', '', 1) ON CONFLICT DO NOTHING;
