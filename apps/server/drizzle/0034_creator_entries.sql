CREATE TABLE "creative_master_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"intro" text NOT NULL,
	"works" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proof" text DEFAULT '' NOT NULL,
	"contact" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"review_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spec_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"audit_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spec_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec_id" integer NOT NULL,
	"challenge_id" integer,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"audit_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spec_supports" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "challenge_tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_master_applications" ADD CONSTRAINT "creative_master_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_master_applications" ADD CONSTRAINT "creative_master_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_challenges" ADD CONSTRAINT "spec_challenges_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_challenges" ADD CONSTRAINT "spec_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_designs" ADD CONSTRAINT "spec_designs_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_designs" ADD CONSTRAINT "spec_designs_challenge_id_spec_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."spec_challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_designs" ADD CONSTRAINT "spec_designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_supports" ADD CONSTRAINT "spec_supports_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_supports" ADD CONSTRAINT "spec_supports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cm_applications_status_idx" ON "creative_master_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "cm_applications_user_idx" ON "creative_master_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "spec_challenges_spec_idx" ON "spec_challenges" USING btree ("spec_id","status","id");--> statement-breakpoint
CREATE INDEX "spec_challenges_user_idx" ON "spec_challenges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "spec_designs_spec_idx" ON "spec_designs" USING btree ("spec_id","status","id");--> statement-breakpoint
CREATE INDEX "spec_designs_user_idx" ON "spec_designs" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "spec_supports_spec_user_uq" ON "spec_supports" USING btree ("spec_id","user_id");--> statement-breakpoint
CREATE INDEX "spec_supports_spec_idx" ON "spec_supports" USING btree ("spec_id","status","id");