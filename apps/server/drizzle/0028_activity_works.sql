CREATE TABLE "activity_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vote_day" date NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_work_scores" (
	"work_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"total" double precision NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_work_scores_work_id_judge_id_pk" PRIMARY KEY("work_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "activity_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"serial_num" integer NOT NULL,
	"name" text NOT NULL,
	"cover" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"computer_model" text DEFAULT '' NOT NULL,
	"review_status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"review_time" timestamp with time zone,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"thumb_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "work_serial" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_votes" ADD CONSTRAINT "activity_votes_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_votes" ADD CONSTRAINT "activity_votes_work_id_activity_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."activity_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_votes" ADD CONSTRAINT "activity_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_votes" ADD CONSTRAINT "activity_votes_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_work_scores" ADD CONSTRAINT "activity_work_scores_work_id_activity_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."activity_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_work_scores" ADD CONSTRAINT "activity_work_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_works" ADD CONSTRAINT "activity_works_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_works" ADD CONSTRAINT "activity_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_works" ADD CONSTRAINT "activity_works_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_votes_once_a_day_idx" ON "activity_votes" USING btree ("work_id","user_id","vote_day");--> statement-breakpoint
CREATE INDEX "activity_votes_active_time_idx" ON "activity_votes" USING btree ("active_id","id");--> statement-breakpoint
CREATE INDEX "activity_votes_ip_day_idx" ON "activity_votes" USING btree ("active_id","vote_day","ip");--> statement-breakpoint
CREATE INDEX "activity_votes_work_time_idx" ON "activity_votes" USING btree ("work_id","create_time");--> statement-breakpoint
CREATE INDEX "activity_votes_user_idx" ON "activity_votes" USING btree ("user_id","active_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_works_active_user_idx" ON "activity_works" USING btree ("active_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_works_active_serial_idx" ON "activity_works" USING btree ("active_id","serial_num");--> statement-breakpoint
CREATE INDEX "activity_works_wall_idx" ON "activity_works" USING btree ("active_id","review_status","serial_num");--> statement-breakpoint
CREATE INDEX "activity_works_votes_idx" ON "activity_works" USING btree ("active_id","review_status","vote_count");--> statement-breakpoint
CREATE INDEX "activity_works_user_idx" ON "activity_works" USING btree ("user_id");