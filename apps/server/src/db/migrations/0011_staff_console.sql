CREATE TABLE "menu_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"food_id" text,
	"dish_identity" text NOT NULL,
	"hall_name" text NOT NULL,
	"dish_name" text NOT NULL,
	"date" date,
	"changes" jsonb NOT NULL,
	"replaced" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"undone_by" text,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "menu_reports" ADD COLUMN "station" text;--> statement-breakpoint
ALTER TABLE "menu_reports" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_reports" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "menu_reports" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_reports" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "correction" jsonb;--> statement-breakpoint
CREATE INDEX "menu_corrections_dish_idx" ON "menu_corrections" USING btree ("dish_identity");--> statement-breakpoint
CREATE INDEX "menu_corrections_food_idx" ON "menu_corrections" USING btree ("food_id");