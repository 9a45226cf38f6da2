CREATE TABLE "wechat_pay_oauth" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"back" text NOT NULL,
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_pay_openids" (
	"user_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "jsapi_params" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_notify" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wechat_pay_oauth" ADD CONSTRAINT "wechat_pay_oauth_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_pay_openids" ADD CONSTRAINT "wechat_pay_openids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wechat_pay_oauth_expire_idx" ON "wechat_pay_oauth" USING btree ("expire_time");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_pay_openids_user_app_idx" ON "wechat_pay_openids" USING btree ("user_id","app_id");