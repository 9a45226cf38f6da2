CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_activity" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"author_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_top" smallint DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"thumb_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_categories_section_idx" ON "article_categories" USING btree ("section","sort");--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("section","status","publish_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","status","publish_at" DESC NULLS LAST);