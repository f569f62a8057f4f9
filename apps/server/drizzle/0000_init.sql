CREATE TABLE "approval_actions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"approval_id" text NOT NULL,
	"form_id" text,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_batches" (
	"approval_id" text NOT NULL,
	"position" integer NOT NULL,
	"approver_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "approval_batches_approval_id_position_pk" PRIMARY KEY("approval_id","position")
);
--> statement-breakpoint
CREATE TABLE "approval_drawings" (
	"approval_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"record_id" text NOT NULL,
	"batch" integer NOT NULL,
	"position" integer NOT NULL,
	"stamped_record_id" text,
	"print_copies" integer,
	"sheet_size" text,
	CONSTRAINT "approval_drawings_approval_id_resource_id_pk" PRIMARY KEY("approval_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "approval_forms" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"approval_id" text NOT NULL,
	"task" integer NOT NULL,
	"task_name" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"remarks" text,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_stamps" (
	"approval_id" text NOT NULL,
	"usage" text NOT NULL,
	"batch" integer DEFAULT -1 NOT NULL,
	"position" integer NOT NULL,
	"stamp_id" text NOT NULL,
	CONSTRAINT "approval_stamps_approval_id_usage_batch_position_pk" PRIMARY KEY("approval_id","usage","batch","position")
);
--> statement-breakpoint
CREATE TABLE "approval_uids" (
	"uid" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"project_id" text NOT NULL,
	"act_name" text NOT NULL,
	"module_type" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"is_linear" text NOT NULL,
	"is_ca" text NOT NULL,
	"remarks" text,
	"template_id" text,
	"calculation_template" text,
	"sign_man" text NOT NULL,
	"launched_by" text NOT NULL,
	"attachment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"stamping_state" text,
	"stamping_error" text,
	"stamped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ca_activation_keys" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"cdk" text NOT NULL,
	"status" integer NOT NULL,
	"assigned_user_id" text,
	"stamp_id" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ca_activation_keys_cdk_unique" UNIQUE("cdk")
);
--> statement-breakpoint
CREATE TABLE "ca_applications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"stamp_id" text NOT NULL,
	"applicant_id" text NOT NULL,
	"type" integer NOT NULL,
	"status" integer NOT NULL,
	"ca_org_id" text NOT NULL,
	"remarks" text,
	"reviewer_id" text,
	"reviewed_at" timestamp with time zone,
	"certificate_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calc_infos" (
	"record_id" text PRIMARY KEY NOT NULL,
	"template_id" text,
	"info" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_authorities" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"common_name" text NOT NULL,
	"organisation" text NOT NULL,
	"serial_number" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_authorities_enterprise_id_unique" UNIQUE("enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "download_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"resource_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"record_id" text,
	"file_name" text NOT NULL,
	"share_link_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawing_recognitions" (
	"record_id" text PRIMARY KEY NOT NULL,
	"resource_id" text NOT NULL,
	"project_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"status" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"template_id" text,
	"scale" double precision DEFAULT 1 NOT NULL,
	"printed_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_count" integer,
	"error" text,
	"requested_by" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "duties" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"alias" text,
	"duty_role" integer DEFAULT 1 NOT NULL,
	"is_sign" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_members" (
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_members_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"district_details" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"stamp_is_cloud" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_page_sizes" (
	"record_id" text PRIMARY KEY NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_records" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"resource_id" text NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"md5" text NOT NULL,
	"content_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_template_nodes" (
	"template_id" text NOT NULL,
	"position" integer NOT NULL,
	"duty_id" text NOT NULL,
	"user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "flow_template_nodes_template_id_position_pk" PRIMARY KEY("template_id","position")
);
--> statement-breakpoint
CREATE TABLE "flow_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"project_id" text NOT NULL,
	"act_name" text NOT NULL,
	"is_linear" text NOT NULL,
	"created_by" text NOT NULL,
	"uuid" text,
	"dict_specialty_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folder_permissions" (
	"resource_id" text NOT NULL,
	"user_id" text NOT NULL,
	"level" integer NOT NULL,
	CONSTRAINT "folder_permissions_resource_id_user_id_pk" PRIMARY KEY("resource_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "frame_template_regions" (
	"template_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"label" text,
	"duty_id" text,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	CONSTRAINT "frame_template_regions_template_id_kind_position_pk" PRIMARY KEY("template_id","kind","position")
);
--> statement-breakpoint
CREATE TABLE "frame_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"page_width" double precision NOT NULL,
	"page_height" double precision NOT NULL,
	"size_tolerance" double precision DEFAULT 6 NOT NULL,
	"title_x" double precision NOT NULL,
	"title_y" double precision NOT NULL,
	"title_width" double precision NOT NULL,
	"title_height" double precision NOT NULL,
	"cur_sign_num" integer DEFAULT 0 NOT NULL,
	"cur_stamp_num" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"type" integer NOT NULL,
	"approval_id" text,
	"form_id" text,
	"project_id" text,
	"act_name" text,
	"msg" text NOT NULL,
	"is_read" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"staff_type" text DEFAULT '4' NOT NULL,
	"role_level" integer DEFAULT 2 NOT NULL,
	"folder_level" integer DEFAULT 2 NOT NULL,
	"duty_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialty_id" text,
	"favourite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"simple_name" text NOT NULL,
	"pro_type" text NOT NULL,
	"year" integer NOT NULL,
	"design_num" text DEFAULT '' NOT NULL,
	"address" text,
	"scale" integer,
	"coo_org" text,
	"development" text,
	"building_type" text,
	"description" text,
	"permission_switch" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_approvals" (
	"approval_id" text PRIMARY KEY NOT NULL,
	"publisher_id" text NOT NULL,
	"publisher_name" text NOT NULL,
	"calc_rule_id" text NOT NULL,
	"calc_name" text NOT NULL,
	"delivery_time" text NOT NULL,
	"publish_num" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"cost_rows" jsonb NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publish_calc_prices" (
	"rule_id" text NOT NULL,
	"size_name" text NOT NULL,
	"position" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "publish_calc_prices_rule_id_size_name_pk" PRIMARY KEY("rule_id","size_name")
);
--> statement-breakpoint
CREATE TABLE "publish_calc_rules" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"rule_name" text NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publish_share_links" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"key_hash" text NOT NULL,
	"approval_id" text NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publish_share_links_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recognised_signers" (
	"record_id" text NOT NULL,
	"duty_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	CONSTRAINT "recognised_signers_record_id_duty_id_pk" PRIMARY KEY("record_id","duty_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"project_id" text NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"is_folder" boolean NOT NULL,
	"name" text NOT NULL,
	"ext" text DEFAULT '' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"current_record_id" text,
	"folder_type" text,
	"recognition_status" text,
	"print_copies" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"user_agent" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signer_corrections" (
	"project_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"duty_id" text NOT NULL,
	"user_id" text NOT NULL,
	"corrected_by" text NOT NULL,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signer_corrections_project_id_resource_id_duty_id_pk" PRIMARY KEY("project_id","resource_id","duty_id")
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"alias" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp_certificates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"stamp_id" text NOT NULL,
	"authority_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"common_name" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_certificates_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "stamp_images" (
	"uuid" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_md5" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp_logs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"stamp_id" text NOT NULL,
	"user_id" text NOT NULL,
	"approval_id" text,
	"operation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamps" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"name" text NOT NULL,
	"stamp_type" integer NOT NULL,
	"owner_type" integer NOT NULL,
	"user_id" text,
	"uuid" text NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"file_key" text,
	"file_md5" text DEFAULT '' NOT NULL,
	"is_enable" text DEFAULT '1' NOT NULL,
	"deadline" text,
	"sign_cert_sn" text,
	"ca_org_id" text,
	"ca_org_name" text,
	"certificate_status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upload_parts" (
	"upload_id" text NOT NULL,
	"part_number" integer NOT NULL,
	"size" bigint NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_parts_upload_id_part_number_pk" PRIMARY KEY("upload_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"oss_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_length" bigint NOT NULL,
	"file_md5" text NOT NULL,
	"part_size" integer NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"storage_upload_id" text,
	"part_secret" text NOT NULL,
	"stored_md5" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "upload_sessions_oss_key_unique" UNIQUE("oss_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"realname" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"avatar" text,
	"current_enterprise_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "approval_actions" ADD CONSTRAINT "approval_actions_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_actions" ADD CONSTRAINT "approval_actions_form_id_approval_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."approval_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_actions" ADD CONSTRAINT "approval_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_batches" ADD CONSTRAINT "approval_batches_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_drawings" ADD CONSTRAINT "approval_drawings_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_drawings" ADD CONSTRAINT "approval_drawings_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_drawings" ADD CONSTRAINT "approval_drawings_record_id_file_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."file_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_drawings" ADD CONSTRAINT "approval_drawings_stamped_record_id_file_records_id_fk" FOREIGN KEY ("stamped_record_id") REFERENCES "public"."file_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_forms" ADD CONSTRAINT "approval_forms_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_forms" ADD CONSTRAINT "approval_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_stamps" ADD CONSTRAINT "approval_stamps_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_stamps" ADD CONSTRAINT "approval_stamps_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_uids" ADD CONSTRAINT "approval_uids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_template_id_flow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."flow_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_sign_man_users_id_fk" FOREIGN KEY ("sign_man") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_launched_by_users_id_fk" FOREIGN KEY ("launched_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_activation_keys" ADD CONSTRAINT "ca_activation_keys_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_activation_keys" ADD CONSTRAINT "ca_activation_keys_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_activation_keys" ADD CONSTRAINT "ca_activation_keys_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_applications" ADD CONSTRAINT "ca_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_applications" ADD CONSTRAINT "ca_applications_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_applications" ADD CONSTRAINT "ca_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_applications" ADD CONSTRAINT "ca_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_applications" ADD CONSTRAINT "ca_applications_certificate_id_stamp_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."stamp_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calc_infos" ADD CONSTRAINT "calc_infos_record_id_file_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."file_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calc_infos" ADD CONSTRAINT "calc_infos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_authorities" ADD CONSTRAINT "certificate_authorities_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD CONSTRAINT "download_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD CONSTRAINT "download_tickets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD CONSTRAINT "download_tickets_share_link_id_publish_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."publish_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_recognitions" ADD CONSTRAINT "drawing_recognitions_record_id_file_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."file_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_recognitions" ADD CONSTRAINT "drawing_recognitions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_recognitions" ADD CONSTRAINT "drawing_recognitions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_recognitions" ADD CONSTRAINT "drawing_recognitions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_recognitions" ADD CONSTRAINT "drawing_recognitions_template_id_frame_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."frame_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_recognitions" ADD CONSTRAINT "drawing_recognitions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_members" ADD CONSTRAINT "enterprise_members_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_members" ADD CONSTRAINT "enterprise_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_page_sizes" ADD CONSTRAINT "file_page_sizes_record_id_file_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."file_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_records" ADD CONSTRAINT "file_records_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_records" ADD CONSTRAINT "file_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_template_nodes" ADD CONSTRAINT "flow_template_nodes_template_id_flow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."flow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_template_nodes" ADD CONSTRAINT "flow_template_nodes_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_templates" ADD CONSTRAINT "flow_templates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_templates" ADD CONSTRAINT "flow_templates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_templates" ADD CONSTRAINT "flow_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_templates" ADD CONSTRAINT "flow_templates_dict_specialty_id_specialties_id_fk" FOREIGN KEY ("dict_specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_permissions" ADD CONSTRAINT "folder_permissions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_permissions" ADD CONSTRAINT "folder_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_template_regions" ADD CONSTRAINT "frame_template_regions_template_id_frame_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."frame_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_template_regions" ADD CONSTRAINT "frame_template_regions_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_templates" ADD CONSTRAINT "frame_templates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_form_id_approval_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."approval_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_approvals" ADD CONSTRAINT "publish_approvals_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_approvals" ADD CONSTRAINT "publish_approvals_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_approvals" ADD CONSTRAINT "publish_approvals_calc_rule_id_publish_calc_rules_id_fk" FOREIGN KEY ("calc_rule_id") REFERENCES "public"."publish_calc_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_approvals" ADD CONSTRAINT "publish_approvals_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_calc_prices" ADD CONSTRAINT "publish_calc_prices_rule_id_publish_calc_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."publish_calc_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_calc_rules" ADD CONSTRAINT "publish_calc_rules_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_share_links" ADD CONSTRAINT "publish_share_links_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_share_links" ADD CONSTRAINT "publish_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognised_signers" ADD CONSTRAINT "recognised_signers_record_id_drawing_recognitions_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."drawing_recognitions"("record_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognised_signers" ADD CONSTRAINT "recognised_signers_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognised_signers" ADD CONSTRAINT "recognised_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_corrections" ADD CONSTRAINT "signer_corrections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_corrections" ADD CONSTRAINT "signer_corrections_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_corrections" ADD CONSTRAINT "signer_corrections_duty_id_duties_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_corrections" ADD CONSTRAINT "signer_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_corrections" ADD CONSTRAINT "signer_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialties" ADD CONSTRAINT "specialties_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_certificates" ADD CONSTRAINT "stamp_certificates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_certificates" ADD CONSTRAINT "stamp_certificates_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_certificates" ADD CONSTRAINT "stamp_certificates_authority_id_certificate_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."certificate_authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_images" ADD CONSTRAINT "stamp_images_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_images" ADD CONSTRAINT "stamp_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_logs" ADD CONSTRAINT "stamp_logs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_logs" ADD CONSTRAINT "stamp_logs_stamp_id_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."stamps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_logs" ADD CONSTRAINT "stamp_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_logs" ADD CONSTRAINT "stamp_logs_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamps" ADD CONSTRAINT "stamps_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamps" ADD CONSTRAINT "stamps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_parts" ADD CONSTRAINT "upload_parts_upload_id_upload_sessions_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload_sessions"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_enterprise_id_enterprises_id_fk" FOREIGN KEY ("current_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_actions_approval_idx" ON "approval_actions" USING btree ("approval_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_forms_unique" ON "approval_forms" USING btree ("approval_id","task","user_id");--> statement-breakpoint
CREATE INDEX "approval_forms_user_idx" ON "approval_forms" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_project_name_unique" ON "approvals" USING btree ("project_id","act_name");--> statement-breakpoint
CREATE INDEX "approvals_launcher_idx" ON "approvals" USING btree ("launched_by","created_at");--> statement-breakpoint
CREATE INDEX "ca_activation_keys_enterprise_idx" ON "ca_activation_keys" USING btree ("enterprise_id","status");--> statement-breakpoint
CREATE INDEX "ca_applications_enterprise_idx" ON "ca_applications" USING btree ("enterprise_id","status");--> statement-breakpoint
CREATE INDEX "ca_applications_stamp_idx" ON "ca_applications" USING btree ("stamp_id");--> statement-breakpoint
CREATE INDEX "download_tickets_expiry_idx" ON "download_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "drawing_recognitions_queue_idx" ON "drawing_recognitions" USING btree ("status","queued_at");--> statement-breakpoint
CREATE INDEX "drawing_recognitions_resource_idx" ON "drawing_recognitions" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "duties_enterprise_idx" ON "duties" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "enterprise_members_user_idx" ON "enterprise_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_records_version_unique" ON "file_records" USING btree ("resource_id","version");--> statement-breakpoint
CREATE INDEX "file_records_md5_idx" ON "file_records" USING btree ("md5","size");--> statement-breakpoint
CREATE INDEX "flow_templates_project_idx" ON "flow_templates" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_templates_uuid_unique" ON "flow_templates" USING btree ("uuid") WHERE "flow_templates"."uuid" is not null;--> statement-breakpoint
CREATE INDEX "folder_permissions_user_idx" ON "folder_permissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "frame_templates_enterprise_idx" ON "frame_templates" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_members_unique" ON "project_members" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_enterprise_idx" ON "projects" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "publish_calc_rules_enterprise_idx" ON "publish_calc_rules" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "publish_share_links_approval_idx" ON "publish_share_links" USING btree ("approval_id");--> statement-breakpoint
CREATE INDEX "publishers_enterprise_idx" ON "publishers" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "resources_parent_idx" ON "resources" USING btree ("project_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_name_unique" ON "resources" USING btree ("project_id","parent_id","name") WHERE "resources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "signer_corrections_resource_idx" ON "signer_corrections" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "specialties_enterprise_idx" ON "specialties" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "stamp_certificates_stamp_idx" ON "stamp_certificates" USING btree ("stamp_id");--> statement-breakpoint
CREATE INDEX "stamp_images_uploader_idx" ON "stamp_images" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "stamp_logs_enterprise_idx" ON "stamp_logs" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "stamp_logs_stamp_idx" ON "stamp_logs" USING btree ("stamp_id");--> statement-breakpoint
CREATE INDEX "stamps_enterprise_idx" ON "stamps" USING btree ("enterprise_id","stamp_type");--> statement-breakpoint
CREATE INDEX "stamps_user_idx" ON "stamps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_sessions_user_idx" ON "upload_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_sessions_state_idx" ON "upload_sessions" USING btree ("state","created_at");