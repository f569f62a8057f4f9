CREATE TABLE "proofreading_mark_replies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"mark_id" text NOT NULL,
	"author_id" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proofreading_marks" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"approval_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"record_id" text NOT NULL,
	"page" integer NOT NULL,
	"shape" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"opinion_type" integer NOT NULL,
	"comment" text NOT NULL,
	"specialty" text,
	"author_id" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proofreading_tasks" (
	"approval_id" text NOT NULL,
	"task" integer NOT NULL,
	"proo_type" integer NOT NULL,
	CONSTRAINT "proofreading_tasks_approval_id_task_pk" PRIMARY KEY("approval_id","task")
);
--> statement-breakpoint
ALTER TABLE "proofreading_mark_replies" ADD CONSTRAINT "proofreading_mark_replies_mark_id_proofreading_marks_id_fk" FOREIGN KEY ("mark_id") REFERENCES "public"."proofreading_marks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofreading_mark_replies" ADD CONSTRAINT "proofreading_mark_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofreading_marks" ADD CONSTRAINT "proofreading_marks_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofreading_marks" ADD CONSTRAINT "proofreading_marks_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofreading_marks" ADD CONSTRAINT "proofreading_marks_record_id_file_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."file_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofreading_marks" ADD CONSTRAINT "proofreading_marks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofreading_marks" ADD CONSTRAINT "proofreading_marks_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofreading_tasks" ADD CONSTRAINT "proofreading_tasks_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proofreading_mark_replies_mark_idx" ON "proofreading_mark_replies" USING btree ("mark_id","created_at");--> statement-breakpoint
CREATE INDEX "proofreading_marks_approval_idx" ON "proofreading_marks" USING btree ("approval_id","resource_id","created_at");--> statement-breakpoint
CREATE INDEX "proofreading_marks_status_idx" ON "proofreading_marks" USING btree ("approval_id","status");