CREATE TABLE "opinion_bank_entries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"state" text NOT NULL,
	"user_id" text NOT NULL,
	"enterprise_id" text,
	"library" text NOT NULL,
	"type" integer NOT NULL,
	"comment" text NOT NULL,
	"specialty" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opinion_import_errors" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opinion_bank_entries" ADD CONSTRAINT "opinion_bank_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_bank_entries" ADD CONSTRAINT "opinion_bank_entries_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_import_errors" ADD CONSTRAINT "opinion_import_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opinion_bank_personal_idx" ON "opinion_bank_entries" USING btree ("user_id","state","library");--> statement-breakpoint
CREATE INDEX "opinion_bank_enterprise_idx" ON "opinion_bank_entries" USING btree ("enterprise_id","state","library");