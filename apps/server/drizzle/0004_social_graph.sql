CREATE TABLE "blacks" (
	"user_id" integer NOT NULL,
	"black_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacks_user_id_black_user_id_pk" PRIMARY KEY("user_id","black_user_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"followee_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
ALTER TABLE "blacks" ADD CONSTRAINT "blacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacks" ADD CONSTRAINT "blacks_black_user_id_users_id_fk" FOREIGN KEY ("black_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blacks_black_user_idx" ON "blacks" USING btree ("black_user_id","user_id");--> statement-breakpoint
CREATE INDEX "blacks_user_time_idx" ON "blacks" USING btree ("user_id","create_time" DESC NULLS FIRST,"black_user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_follower_time_idx" ON "follows" USING btree ("follower_id","create_time" DESC NULLS FIRST,"followee_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_followee_time_idx" ON "follows" USING btree ("followee_id","create_time" DESC NULLS FIRST,"follower_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_fans_idx" ON "users" USING btree ("fan_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_praise_idx" ON "users" USING btree ("praise_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_user_published_idx" ON "items" USING btree ("user_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE item_status = 2;