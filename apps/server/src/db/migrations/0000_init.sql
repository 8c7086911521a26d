CREATE TABLE "dining_halls" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dining_halls_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" text PRIMARY KEY NOT NULL,
	"hall_id" text NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_day_versions" (
	"date" date PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"trigger" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"status" text NOT NULL,
	"counts" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" text PRIMARY KEY NOT NULL,
	"station_id" text NOT NULL,
	"meal_id" text NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"portion_size" text NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"may_contain" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"nutrients" jsonb NOT NULL,
	"trackable" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" text PRIMARY KEY NOT NULL,
	"meal_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_hall_id_dining_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."dining_halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meals_date_hall_name_idx" ON "meals" USING btree ("date","hall_id","name");--> statement-breakpoint
CREATE INDEX "menu_imports_started_idx" ON "menu_imports" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "menu_items_meal_idx" ON "menu_items" USING btree ("meal_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_date_idx" ON "menu_items" USING btree ("date");--> statement-breakpoint
CREATE INDEX "stations_meal_idx" ON "stations" USING btree ("meal_id");