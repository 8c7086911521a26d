CREATE TABLE "weight_logs" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"weight_lbs" numeric(4, 1) NOT NULL,
	"goal_weight_lbs" numeric(4, 1),
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weight_logs_user_date_key" UNIQUE("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "height_inches" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "weight_lbs" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "weight_goal_lbs" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "body_fat_percent" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "activity_level" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "protein_ratio" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "carb_ratio" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fat_ratio" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "diet_type" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "meal_preference" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cultural_preference" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "food_sensitivities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "allergy_notes" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "weight_goal_type" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "weight_goal_rate" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "weight_goal_custom_rate" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hide_numbers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weight_logs" ADD CONSTRAINT "weight_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;