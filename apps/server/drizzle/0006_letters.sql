CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_letter_id" integer,
	"cleared_letter_id" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"pair_low" integer NOT NULL,
	"pair_high" integer NOT NULL,
	"kind" smallint NOT NULL,
	"content" text NOT NULL,
	"no" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"recall_time" timestamp with time zone,
	"sender_deleted" boolean DEFAULT false NOT NULL,
	"recipient_deleted" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_last_letter_id_letters_id_fk" FOREIGN KEY ("last_letter_id") REFERENCES "public"."letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_owner_other_idx" ON "conversations" USING btree ("owner_id","other_id");--> statement-breakpoint
CREATE INDEX "conversations_box_idx" ON "conversations" USING btree ("owner_id","update_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "conversations"."hidden" = false;--> statement-breakpoint
CREATE INDEX "conversations_unread_idx" ON "conversations" USING btree ("owner_id") WHERE "conversations"."unread" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "letters_sender_no_idx" ON "letters" USING btree ("sender_id","no");--> statement-breakpoint
CREATE INDEX "letters_pair_idx" ON "letters" USING btree ("pair_low","pair_high","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "letters_unread_idx" ON "letters" USING btree ("recipient_id","sender_id") WHERE "letters"."is_read" = false;