CREATE TABLE "social_bindings" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_bindings_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "social_bindings" ADD CONSTRAINT "social_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_bindings_account_idx" ON "social_bindings" USING btree ("kind","external_id");