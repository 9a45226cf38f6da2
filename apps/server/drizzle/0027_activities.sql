CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"results_published_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_stage_events" (
	"active_id" integer NOT NULL,
	"event" text NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_stage_events_active_id_event_pk" PRIMARY KEY("active_id","event")
);
--> statement-breakpoint
CREATE TABLE "activity_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"code" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_stages_end_after_start" CHECK ("activity_stages"."end_time" > "activity_stages"."start_time")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_stage_events" ADD CONSTRAINT "activity_stage_events_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_stages" ADD CONSTRAINT "activity_stages_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_status_idx" ON "activities" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_enrolments_active_user_idx" ON "activity_enrolments" USING btree ("active_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_enrolments_user_idx" ON "activity_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_stages_active_code_idx" ON "activity_stages" USING btree ("active_id","code");