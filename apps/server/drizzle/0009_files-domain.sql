ALTER TABLE "resources" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_recycle_idx" ON "resources" USING btree ("project_id","deleted_at") WHERE "resources"."deleted_at" is not null and "resources"."purged_at" is null;