CREATE TABLE "proofreading_log" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"approval_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"operation" text NOT NULL,
	"resource_id" text,
	"version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proofreading_log" ADD CONSTRAINT "proofreading_log_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofreading_log" ADD CONSTRAINT "proofreading_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofreading_log" ADD CONSTRAINT "proofreading_log_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proofreading_log_approval_idx" ON "proofreading_log" USING btree ("approval_id","created_at");