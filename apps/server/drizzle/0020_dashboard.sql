CREATE TABLE "dashboard_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "dashboard_daily_day_metric_dimension_pk" PRIMARY KEY("day","metric","dimension")
);
--> statement-breakpoint
CREATE TABLE "member_active_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "member_active_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
DROP INDEX "page_views_time_idx";--> statement-breakpoint
ALTER TABLE "member_active_days" ADD CONSTRAINT "member_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_active_days_user_idx" ON "member_active_days" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_create_time_idx" ON "users" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "comments_create_time_idx" ON "comments" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "items_create_time_idx" ON "items" USING btree ("create_time","item_status");--> statement-breakpoint
CREATE INDEX "replies_create_time_idx" ON "replies" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "letters_create_time_idx" ON "letters" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "ele_records_day_idx" ON "ele_records" USING btree ("day","amount");--> statement-breakpoint
CREATE INDEX "sign_ins_day_idx" ON "sign_ins" USING btree ("day");--> statement-breakpoint
CREATE INDEX "page_views_time_idx" ON "page_views" USING btree ("create_time","source","channel");