CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text,
	"buyer_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"last_message_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_listing_buyer_agent_key" UNIQUE NULLS NOT DISTINCT("property_id","buyer_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
-- Every message so far went from a buyer to a listing's agent: each (listing, buyer, agent) is
-- one conversation, its messages in it, the first message the conversation's first.
INSERT INTO "conversations" ("property_id", "buyer_id", "agent_id", "last_message_at", "created_at")
SELECT "property_id", "sender_id", "recipient_id", max("created_at"), min("created_at")
  FROM "messages"
 GROUP BY "property_id", "sender_id", "recipient_id";--> statement-breakpoint
UPDATE "messages" SET "conversation_id" = "conversations"."id"
  FROM "conversations"
 WHERE "conversations"."property_id" IS NOT DISTINCT FROM "messages"."property_id"
   AND "conversations"."buyer_id" = "messages"."sender_id"
   AND "conversations"."agent_id" = "messages"."recipient_id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "conversation_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_buyer_latest_idx" ON "conversations" USING btree ("buyer_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_agent_latest_idx" ON "conversations" USING btree ("agent_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("recipient_id","conversation_id") WHERE "messages"."read_at" is null;