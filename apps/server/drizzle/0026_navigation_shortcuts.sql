CREATE TABLE "navigation_shortcuts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "navigation_shortcuts" ADD CONSTRAINT "navigation_shortcuts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_shortcuts" ADD CONSTRAINT "navigation_shortcuts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "navigation_shortcuts_item_idx" ON "navigation_shortcuts" USING btree ("enterprise_id","user_id","item_key");--> statement-breakpoint
CREATE INDEX "navigation_shortcuts_user_idx" ON "navigation_shortcuts" USING btree ("user_id");