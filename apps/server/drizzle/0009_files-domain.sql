CREATE TABLE "disk_resources" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"owner_id" text NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"is_folder" boolean NOT NULL,
	"name" text NOT NULL,
	"ext" text DEFAULT '' NOT NULL,
	"category" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"md5" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disk_resources" ADD CONSTRAINT "disk_resources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disk_resources_parent_idx" ON "disk_resources" USING btree ("owner_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disk_resources_name_unique" ON "disk_resources" USING btree ("owner_id","parent_id","name") WHERE "disk_resources"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_recycle_idx" ON "resources" USING btree ("project_id","deleted_at") WHERE "resources"."deleted_at" is not null and "resources"."purged_at" is null;