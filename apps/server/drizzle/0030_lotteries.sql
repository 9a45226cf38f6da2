CREATE TABLE "lotteries" (
	"active_id" integer PRIMARY KEY NOT NULL,
	"lottery_type" smallint NOT NULL,
	"entry_cost_ele" integer DEFAULT 0 NOT NULL,
	"max_entries_per_member" integer DEFAULT 1 NOT NULL,
	"linked_active_id" integer,
	"open_time" timestamp with time zone NOT NULL,
	"close_time" timestamp with time zone NOT NULL,
	"draw_time" timestamp with time zone NOT NULL,
	"seed_hash" text,
	"seed" text,
	"opened_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotteries_close_after_open" CHECK ("lotteries"."close_time" > "lotteries"."open_time"),
	CONSTRAINT "lotteries_draw_after_close" CHECK ("lotteries"."draw_time" >= "lotteries"."close_time"),
	CONSTRAINT "lotteries_cost_not_negative" CHECK ("lotteries"."entry_cost_ele" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_prizes_count_positive" CHECK ("lottery_prizes"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"receiver" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"ship_status" smallint DEFAULT 0 NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_linked_active_id_activities_id_fk" FOREIGN KEY ("linked_active_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_active_id_lotteries_active_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."lotteries"("active_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_active_id_lotteries_active_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."lotteries"("active_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_active_id_lotteries_active_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."lotteries"("active_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_entry_id_lottery_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."lottery_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotteries_due_idx" ON "lotteries" USING btree ("draw_time") WHERE drawn_at is null and opened_at is not null;--> statement-breakpoint
CREATE INDEX "lottery_entries_active_idx" ON "lottery_entries" USING btree ("active_id","id");--> statement-breakpoint
CREATE INDEX "lottery_entries_user_idx" ON "lottery_entries" USING btree ("user_id","active_id");--> statement-breakpoint
CREATE INDEX "lottery_prizes_active_idx" ON "lottery_prizes" USING btree ("active_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_slot_idx" ON "lottery_winners" USING btree ("active_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_user_idx" ON "lottery_winners" USING btree ("active_id","user_id");--> statement-breakpoint
CREATE INDEX "lottery_winners_member_idx" ON "lottery_winners" USING btree ("user_id");