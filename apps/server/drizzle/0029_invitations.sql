CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"receive_time" timestamp with time zone NOT NULL,
	"receive_day" text NOT NULL,
	"receive_ip" text DEFAULT '' NOT NULL,
	"activated_at" timestamp with time zone,
	"rewardable" boolean NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"inviter_register_ele" integer DEFAULT 0 NOT NULL,
	"inviter_active_ele" integer DEFAULT 0 NOT NULL,
	"invitee_ele" integer DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"active_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_settings" (
	"active_id" integer PRIMARY KEY NOT NULL,
	"inviter_register_ele" integer NOT NULL,
	"inviter_active_ele" integer NOT NULL,
	"invitee_ele" integer NOT NULL,
	"daily_cap" integer NOT NULL,
	"total_cap" integer NOT NULL,
	"updated_by" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_code_id_invite_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."invite_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_settings" ADD CONSTRAINT "invite_settings_active_id_activities_id_fk" FOREIGN KEY ("active_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_settings" ADD CONSTRAINT "invite_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_invitee_idx" ON "invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("active_id","inviter_id","receive_day");--> statement-breakpoint
CREATE INDEX "invitations_active_time_idx" ON "invitations" USING btree ("active_id","id");--> statement-breakpoint
CREATE INDEX "invitations_board_idx" ON "invitations" USING btree ("active_id","activated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_code_idx" ON "invite_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_active_user_idx" ON "invite_codes" USING btree ("active_id","user_id");