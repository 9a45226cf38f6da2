CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"password_hash" text,
	"sex" smallint DEFAULT 0 NOT NULL,
	"user_sign" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"background" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"x_up" smallint DEFAULT 0 NOT NULL,
	"is_old" smallint DEFAULT 0 NOT NULL,
	"ele" integer DEFAULT 0 NOT NULL,
	"level_name" text DEFAULT 'Lv1' NOT NULL,
	"follow_count" integer DEFAULT 0 NOT NULL,
	"fan_count" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"circle_tag" text DEFAULT '' NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"thumb_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_tags" (
	"item_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "item_tags_item_id_tag_id_pk" PRIMARY KEY("item_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"circle_id" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"item_type" smallint DEFAULT 3 NOT NULL,
	"item_status" smallint DEFAULT 0 NOT NULL,
	"is_top" smallint DEFAULT 0 NOT NULL,
	"is_recommend" smallint DEFAULT 0 NOT NULL,
	"allow_comment" smallint DEFAULT 1 NOT NULL,
	"thumb_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"hot_score" double precision DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"flag" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_key" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"equipment" text DEFAULT 'all' NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_key" text NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"source" smallint NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("type","type_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "item_tags_tag_idx" ON "item_tags" USING btree ("tag_id","item_id");--> statement-breakpoint
CREATE INDEX "items_status_top_time_idx" ON "items" USING btree ("item_status","is_top" DESC NULLS FIRST,"create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_recommend_idx" ON "items" USING btree ("is_top" DESC NULLS FIRST,"create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_recommend = 1 and item_status = 2;--> statement-breakpoint
CREATE INDEX "items_circle_idx" ON "items" USING btree ("circle_id","is_top" DESC NULLS FIRST,"create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE item_status = 2;--> statement-breakpoint
CREATE INDEX "items_type_idx" ON "items" USING btree ("item_type","is_top" DESC NULLS FIRST,"create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE item_status = 2;--> statement-breakpoint
CREATE INDEX "items_type_time_idx" ON "items" USING btree ("item_type","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE item_status = 2;--> statement-breakpoint
CREATE INDEX "items_hot_idx" ON "items" USING btree ("hot_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE item_status = 2;--> statement-breakpoint
CREATE INDEX "items_user_idx" ON "items" USING btree ("user_id","item_status","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("group_key","sort","id");--> statement-breakpoint
CREATE INDEX "footer_items_group_idx" ON "footer_items" USING btree ("group_key","sort","id");--> statement-breakpoint
CREATE INDEX "page_views_time_idx" ON "page_views" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "page_views_channel_idx" ON "page_views" USING btree ("channel","create_time");