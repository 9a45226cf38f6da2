ALTER TABLE "spec_challenges" ADD COLUMN "remove_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spec_challenges" ADD COLUMN "removed_from" smallint;--> statement-breakpoint
ALTER TABLE "spec_designs" ADD COLUMN "remove_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spec_designs" ADD COLUMN "removed_from" smallint;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "remove_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "removed_from" smallint;