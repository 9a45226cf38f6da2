ALTER TABLE "comments" ADD COLUMN "review_user_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "review_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "review_word" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "review_user_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "review_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "replies" ADD COLUMN "review_user_id" integer;--> statement-breakpoint
ALTER TABLE "replies" ADD COLUMN "review_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "replies" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_user_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_review_user_id_users_id_fk" FOREIGN KEY ("review_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_review_user_id_users_id_fk" FOREIGN KEY ("review_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_review_user_id_users_id_fk" FOREIGN KEY ("review_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_user_id_users_id_fk" FOREIGN KEY ("review_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_review_pending_idx" ON "comments" USING btree ("create_time","id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "comments_review_done_idx" ON "comments" USING btree ("review_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE review_time is not null;--> statement-breakpoint
CREATE INDEX "items_review_pending_idx" ON "items" USING btree ("update_time","id") WHERE item_status in (0, 1);--> statement-breakpoint
CREATE INDEX "items_review_done_idx" ON "items" USING btree ("review_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE review_time is not null;--> statement-breakpoint
CREATE INDEX "replies_review_pending_idx" ON "replies" USING btree ("create_time","id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "replies_review_done_idx" ON "replies" USING btree ("review_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE review_time is not null;--> statement-breakpoint
CREATE INDEX "reports_open_target_idx" ON "reports" USING btree ("target_type","target_id") WHERE status = 0;