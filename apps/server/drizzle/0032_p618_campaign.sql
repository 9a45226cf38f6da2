CREATE TABLE "activity_item_tags" (
	"active_id" integer PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_products" (
	"active_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "activity_products_active_id_product_id_pk" PRIMARY KEY("active_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "p618_activities" (
	"active_id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p618_campaign" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "p618_campaign_single" CHECK ("p618_campaign"."id" = 1),
	CONSTRAINT "p618_campaign_end_after_start" CHECK ("p618_campaign"."end_time" > "p618_campaign"."start_time")
);
--> statement-breakpoint
CREATE TABLE "p618_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_item_tags" ADD CONSTRAINT "activity_item_tags_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_item_tags" ADD CONSTRAINT "activity_item_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p618_activities" ADD CONSTRAINT "p618_activities_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p618_campaign" ADD CONSTRAINT "p618_campaign_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p618_products" ADD CONSTRAINT "p618_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_products_product_idx" ON "activity_products" USING btree ("product_id");