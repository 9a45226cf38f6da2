CREATE TABLE "liulang_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"receiver" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"chain_order" integer,
	"selected_at" timestamp with time zone,
	"start_time" timestamp with time zone,
	"ship_time" timestamp with time zone,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"report_item_id" integer,
	"rewarded_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liulang_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liulang_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"device" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"deposit_fen" integer DEFAULT 0 NOT NULL,
	"signup_start" timestamp with time zone NOT NULL,
	"signup_end" timestamp with time zone NOT NULL,
	"experience_days" integer NOT NULL,
	"places" integer NOT NULL,
	"reward_ele" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liulang_rounds_window" CHECK ("liulang_rounds"."signup_end" > "liulang_rounds"."signup_start"),
	CONSTRAINT "liulang_rounds_deposit" CHECK ("liulang_rounds"."deposit_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "liulang_applications" ADD CONSTRAINT "liulang_applications_round_id_liulang_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."liulang_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liulang_applications" ADD CONSTRAINT "liulang_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liulang_applications" ADD CONSTRAINT "liulang_applications_report_item_id_items_id_fk" FOREIGN KEY ("report_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liulang_deposits" ADD CONSTRAINT "liulang_deposits_application_id_liulang_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."liulang_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liulang_deposits" ADD CONSTRAINT "liulang_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "liulang_applications_member" ON "liulang_applications" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "liulang_applications_chain" ON "liulang_applications" USING btree ("round_id","chain_order") WHERE chain_order is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "liulang_deposits_application" ON "liulang_deposits" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "liulang_rounds_status_idx" ON "liulang_rounds" USING btree ("status","id");