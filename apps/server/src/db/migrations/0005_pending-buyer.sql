ALTER TABLE "properties" ADD COLUMN "pending_buyer_email" text;--> statement-breakpoint
CREATE INDEX "properties_pending_buyer_idx" ON "properties" USING btree ("pending_buyer_email");