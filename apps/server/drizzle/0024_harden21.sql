CREATE TABLE "storage_intents" (
	"key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"abandoned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storage_intents_owner_idx" ON "storage_intents" USING btree ("owner");