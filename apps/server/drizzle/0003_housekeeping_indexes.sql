CREATE INDEX "qr_logins_expire_idx" ON "qr_logins" USING btree ("expire_time");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire_time");--> statement-breakpoint
CREATE INDEX "verification_codes_create_idx" ON "verification_codes" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "collections_source_idx" ON "collections" USING btree ("source_type","source_id");