CREATE TABLE "test_provider_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "test_provider_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
