CREATE TABLE "project_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"is_enable" boolean DEFAULT true NOT NULL,
	"folders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "projects_name_unique";--> statement-breakpoint
DROP INDEX "projects_simple_name_unique";--> statement-breakpoint
DROP INDEX "projects_design_num_unique";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_templates" ADD CONSTRAINT "project_templates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_templates" ADD CONSTRAINT "project_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_templates_name_unique" ON "project_templates" USING btree ("enterprise_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_unique" ON "projects" USING btree ("enterprise_id","name") WHERE "projects"."purged_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_simple_name_unique" ON "projects" USING btree ("enterprise_id","simple_name") WHERE "projects"."purged_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_design_num_unique" ON "projects" USING btree ("enterprise_id","design_num") WHERE "projects"."design_num" <> '' and "projects"."purged_at" is null;