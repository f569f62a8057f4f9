CREATE TABLE "join_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "region_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "enterprise_scale" integer;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "invitation_code" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "creator_id" text;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "join_requests_enterprise_idx" ON "join_requests" USING btree ("enterprise_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_one_pending_idx" ON "join_requests" USING btree ("enterprise_id","user_id") WHERE "join_requests"."status" = 0;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_invitation_code_unique" UNIQUE("invitation_code");