ALTER TABLE "staff_audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "ip" "inet";--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_action_idx" ON "staff_audit_log" USING btree ("action","id");