CREATE TABLE "frame_template_group_members" (
	"group_id" text NOT NULL,
	"template_id" text NOT NULL,
	CONSTRAINT "frame_template_group_members_group_id_template_id_pk" PRIMARY KEY("group_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "frame_template_groups" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frame_template_samples" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frame_template_sources" (
	"template_id" text PRIMARY KEY NOT NULL,
	"sample_id" text NOT NULL,
	"page" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frame_template_group_members" ADD CONSTRAINT "frame_template_group_members_group_id_frame_template_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."frame_template_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_template_group_members" ADD CONSTRAINT "frame_template_group_members_template_id_frame_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."frame_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_template_groups" ADD CONSTRAINT "frame_template_groups_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_template_samples" ADD CONSTRAINT "frame_template_samples_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_template_samples" ADD CONSTRAINT "frame_template_samples_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_template_sources" ADD CONSTRAINT "frame_template_sources_template_id_frame_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."frame_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_template_sources" ADD CONSTRAINT "frame_template_sources_sample_id_frame_template_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."frame_template_samples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "frame_template_groups_name_idx" ON "frame_template_groups" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "frame_template_samples_enterprise_idx" ON "frame_template_samples" USING btree ("enterprise_id");