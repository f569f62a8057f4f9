CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_tickets" ADD COLUMN "session_token_hash" text;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_failures_window_idx" ON "login_failures" USING btree ("window_started_at");--> statement-breakpoint
ALTER TABLE "download_tickets" ADD CONSTRAINT "download_tickets_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_tickets_session_idx" ON "download_tickets" USING btree ("session_token_hash");