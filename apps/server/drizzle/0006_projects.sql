CREATE TABLE "project_sub_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"design_num" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "scale" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "project_sub_items" ADD CONSTRAINT "project_sub_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_sub_items_name_unique" ON "project_sub_items" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "project_sub_items_design_num_unique" ON "project_sub_items" USING btree ("project_id","design_num");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_unique" ON "projects" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_simple_name_unique" ON "projects" USING btree ("enterprise_id","simple_name");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_design_num_unique" ON "projects" USING btree ("enterprise_id","design_num") WHERE "projects"."design_num" <> '';