CREATE TABLE "user_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" smallint NOT NULL,
	"url" text NOT NULL,
	"token_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "interests" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_images_token_idx" ON "user_images" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "user_images_user_time_idx" ON "user_images" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "users_interests_idx" ON "users" USING gin ("interests");--> statement-breakpoint
CREATE INDEX "page_views_path_time_idx" ON "page_views" USING btree ("path","create_time");