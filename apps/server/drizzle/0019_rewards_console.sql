CREATE TABLE "medals" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"condition" text NOT NULL,
	"kind" text NOT NULL,
	"trigger" text,
	"threshold" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claim_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claim_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "issued_by" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "medals_key_idx" ON "medals" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "medals_name_idx" ON "medals" USING btree ("name");--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_coupons_coupon_idx" ON "user_coupons" USING btree ("coupon_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_medals_medal_idx" ON "user_medals" USING btree ("medal_key","create_time" DESC NULLS LAST);--> statement-breakpoint
-- The seven medals of the first release, until now shared constants (SEEDED_MEDALS in
-- packages/shared constants/medal.ts, which medal.routes.test checks this against), with the
-- same keys so every user_medals row keeps its medal. Admins manage them from here on.
INSERT INTO "medals" ("key", "name", "image", "description", "condition", "kind", "trigger", "threshold", "sort_order") VALUES
('first_post', '初来乍到', '/app/medals/first-post.svg', '', '发布第一篇帖子（审核通过后即获得）', 'auto', 'posts', 1, 10),
('sign_in_7', '七日连签', '/app/medals/sign-in-7.svg', '', '连续签到 7 天', 'auto', 'sign_in_streak', 7, 20),
('likes_100', '人气之星', '/app/medals/likes-100.svg', '', '帖子累计获得 100 个赞', 'auto', 'likes_received', 100, 30),
('comments_50', '评论达人', '/app/medals/comments-50.svg', '', '累计发表 50 条评论或回复', 'auto', 'comments_written', 50, 40),
('ele_star', '电量新星', '/app/medals/ele-star.svg', '', '电量达到 800（升至 Lv3 焊接能手）', 'auto', 'ele', 800, 50),
('great_creator', '优秀创作者', '/app/medals/great-creator.svg', '', '管理员颁发给持续发布优质原创内容的创作者', 'manual', NULL, NULL, 60),
('contributor', '社区贡献者', '/app/medals/contributor.svg', '', '管理员颁发给为社区建设做出突出贡献的成员', 'manual', NULL, NULL, 70);
--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_medal_key_medals_key_fk" FOREIGN KEY ("medal_key") REFERENCES "public"."medals"("key") ON DELETE no action ON UPDATE no action;
