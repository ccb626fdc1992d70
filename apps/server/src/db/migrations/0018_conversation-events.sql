CREATE TABLE "conversation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "conversation_events_conversation_idx" ON "conversation_events" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
-- Tours asked before the conversations' events: each (listing, buyer, agent) of a tour has a
-- conversation (opened at its first tour if they never wrote), and each tour its request at the
-- time it was made and, if decided, its decision a millisecond later (its time was not kept).
INSERT INTO "conversations" ("property_id", "buyer_id", "agent_id", "last_message_at", "created_at")
SELECT "property_id", "user_id", "agent_id",
       max("created_at") + interval '1 millisecond', min("created_at")
  FROM "appointments"
 GROUP BY "property_id", "user_id", "agent_id"
ON CONFLICT ("property_id", "buyer_id", "agent_id") DO UPDATE
   SET "last_message_at" = greatest("conversations"."last_message_at", excluded."last_message_at");--> statement-breakpoint
INSERT INTO "conversation_events" ("conversation_id", "appointment_id", "kind", "actor_id", "created_at")
SELECT c."id", a."id", 'tour-requested', a."user_id", a."created_at"
  FROM "appointments" a
  JOIN "conversations" c
    ON c."property_id" IS NOT DISTINCT FROM a."property_id"
   AND c."buyer_id" = a."user_id" AND c."agent_id" = a."agent_id"
UNION ALL
SELECT c."id", a."id", 'tour-' || a."status", a."agent_id", a."created_at" + interval '1 millisecond'
  FROM "appointments" a
  JOIN "conversations" c
    ON c."property_id" IS NOT DISTINCT FROM a."property_id"
   AND c."buyer_id" = a."user_id" AND c."agent_id" = a."agent_id"
 WHERE a."status" <> 'requested';
