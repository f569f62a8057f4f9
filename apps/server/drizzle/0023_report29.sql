CREATE TABLE "proofreading_reports" (
	"approval_id" text PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"md5" text NOT NULL,
	"opinions" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_tickets" ADD COLUMN "report_approval_id" text;--> statement-breakpoint
ALTER TABLE "proofreading_reports" ADD CONSTRAINT "proofreading_reports_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD CONSTRAINT "download_tickets_report_approval_id_approvals_id_fk" FOREIGN KEY ("report_approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;