CREATE TABLE "menu_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"food_id" text NOT NULL,
	"food_name" text NOT NULL,
	"dining_hall" text NOT NULL,
	"meal_name" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_reports" ADD CONSTRAINT "menu_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_reports_created_idx" ON "menu_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "menu_reports_user_idx" ON "menu_reports" USING btree ("user_id");