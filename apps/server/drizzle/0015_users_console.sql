CREATE TABLE "login_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mute_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mute_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_history_user_idx" ON "login_history" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "login_history_time_idx" ON "login_history" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "users_mute_idx" ON "users" USING btree ("mute_until") WHERE "users"."mute_until" is not null;--> statement-breakpoint
CREATE INDEX "users_ban_idx" ON "users" USING btree ("ban_until") WHERE "users"."ban_until" is not null;