CREATE TABLE "captcha_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"x_position" integer NOT NULL,
	"y_position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"passed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");