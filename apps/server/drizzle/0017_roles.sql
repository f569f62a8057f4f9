CREATE TABLE "enterprise_roles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permission_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duties" ADD COLUMN "duty_type" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_roles" ADD CONSTRAINT "enterprise_roles_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_roles_enterprise_idx" ON "enterprise_roles" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_roles_name_idx" ON "enterprise_roles" USING btree ("enterprise_id",lower("name"));