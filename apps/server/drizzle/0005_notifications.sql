CREATE TABLE "message_switches" (
	"user_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"status" smallint NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_switches_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
DROP INDEX "messages_unread_idx";--> statement-breakpoint
ALTER TABLE "message_switches" ADD CONSTRAINT "message_switches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_user_time_idx" ON "comments" USING btree ("user_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "replies_user_time_idx" ON "replies" USING btree ("user_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "thumbs_user_time_idx" ON "thumbs" USING btree ("user_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("user_id","category","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_read = 0;