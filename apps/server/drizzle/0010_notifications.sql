DROP INDEX "notifications_user_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "log_type" text DEFAULT '8' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sender_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "resource_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","enterprise_id","created_at");