CREATE TABLE "festival_fine_comments" (
	"comment_id" integer PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"marked_by" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "festival_footers" (
	"active_id" integer PRIMARY KEY NOT NULL,
	"organiser" text DEFAULT '' NOT NULL,
	"sponsors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "festival_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"config" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_guides" (
	"user_id" integer NOT NULL,
	"guide_key" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_guides_user_id_guide_key_pk" PRIMARY KEY("user_id","guide_key")
);
--> statement-breakpoint
ALTER TABLE "festival_fine_comments" ADD CONSTRAINT "festival_fine_comments_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_fine_comments" ADD CONSTRAINT "festival_fine_comments_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_fine_comments" ADD CONSTRAINT "festival_fine_comments_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_footers" ADD CONSTRAINT "festival_footers_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festival_modules" ADD CONSTRAINT "festival_modules_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_guides" ADD CONSTRAINT "member_guides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "festival_fine_comments_active_idx" ON "festival_fine_comments" USING btree ("active_id","marked_at","comment_id");--> statement-breakpoint
CREATE INDEX "festival_modules_active_idx" ON "festival_modules" USING btree ("active_id","sort","id");