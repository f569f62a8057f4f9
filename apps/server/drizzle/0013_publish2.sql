CREATE TABLE "publish_plan_resources" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"plan_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_plans" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"project_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_type" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publish_plan_resources" ADD CONSTRAINT "publish_plan_resources_plan_id_publish_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."publish_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_plan_resources" ADD CONSTRAINT "publish_plan_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_plans" ADD CONSTRAINT "publish_plans_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_plans" ADD CONSTRAINT "publish_plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_plans" ADD CONSTRAINT "publish_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publish_plan_resources_unique" ON "publish_plan_resources" USING btree ("plan_id","resource_id");--> statement-breakpoint
CREATE INDEX "publish_plans_enterprise_idx" ON "publish_plans" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publish_plans_project_name_unique" ON "publish_plans" USING btree ("project_id","plan_name");