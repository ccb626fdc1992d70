DROP INDEX "appointments_agent_idx";--> statement-breakpoint
DROP INDEX "messages_recipient_idx";--> statement-breakpoint
CREATE INDEX "appointments_agent_starts_idx" ON "appointments" USING btree ("agent_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_agent_user_idx" ON "appointments" USING btree ("agent_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_recipient_sender_idx" ON "messages" USING btree ("recipient_id","sender_id","created_at");