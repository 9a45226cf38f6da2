CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_name" text NOT NULL,
	"discount_fee" integer NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"valid_days" integer NOT NULL,
	"min_fee" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privilege_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"code" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"user_id" integer,
	"expire_time" timestamp with time zone NOT NULL,
	"claim_time" timestamp with time zone,
	"redeem_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"code" text NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"use_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_medals" (
	"user_id" integer NOT NULL,
	"medal_key" text NOT NULL,
	"awarded_by" integer,
	"seen" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_medals_user_id_medal_key_pk" PRIMARY KEY("user_id","medal_key")
);
--> statement-breakpoint
ALTER TABLE "privilege_codes" ADD CONSTRAINT "privilege_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_codes_code_idx" ON "privilege_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "privilege_codes_user_idx" ON "privilege_codes" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privilege_codes_pool_idx" ON "privilege_codes" USING btree ("type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_once_idx" ON "user_coupons" USING btree ("user_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_code_idx" ON "user_coupons" USING btree ("code");--> statement-breakpoint
-- The new-user coupon (SPEC §5/§9): every database has it, not only the demo one, because the
-- guide claims it for each new member. discount_fee is in fen.
INSERT INTO "coupons" ("coupon_name", "discount_fee", "audience", "valid_days", "min_fee", "description")
VALUES ('新人专享券', 2000, 'new_user', 90, 0, '芯客商城全场通用，无门槛立减 20 元');
