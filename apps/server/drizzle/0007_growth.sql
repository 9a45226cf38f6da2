CREATE TABLE "ele_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" smallint NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"item_id" integer,
	"day" date NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"amount" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "level_name" SET DEFAULT 'Lv1 初来乍到';--> statement-breakpoint
ALTER TABLE "ele_records" ADD CONSTRAINT "ele_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ele_records_user_time_idx" ON "ele_records" USING btree ("user_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ele_records_user_reason_day_idx" ON "ele_records" USING btree ("user_id","reason","day");--> statement-breakpoint
CREATE INDEX "ele_records_source_idx" ON "ele_records" USING btree ("source");--> statement-breakpoint
CREATE INDEX "ele_records_item_idx" ON "ele_records" USING btree ("item_id");--> statement-breakpoint
-- Members from before the ledger: their level follows their ele, and their ele opens the ledger as one 历史电量 row (EleReason.seed 6), so users.ele equals the sum of their rows from the start.
UPDATE "users" SET "level_name" = CASE WHEN "ele" >= 10000 THEN 'Lv6 芯客元老' WHEN "ele" >= 5000 THEN 'Lv5 极客先锋' WHEN "ele" >= 2000 THEN 'Lv4 硬件达人' WHEN "ele" >= 800 THEN 'Lv3 焊接能手' WHEN "ele" >= 200 THEN 'Lv2 电子学徒' ELSE 'Lv1 初来乍到' END;--> statement-breakpoint
INSERT INTO "ele_records" ("user_id", "amount", "reason", "source", "day") SELECT "id", "ele", 6, 'opening', (now() AT TIME ZONE 'Asia/Shanghai')::date FROM "users" WHERE "ele" <> 0;
