ALTER TABLE "plates" ADD COLUMN "calories" double precision;--> statement-breakpoint
ALTER TABLE "plates" ADD COLUMN "protein" double precision;--> statement-breakpoint
ALTER TABLE "plates" ADD COLUMN "carbs" double precision;--> statement-breakpoint
ALTER TABLE "plates" ADD COLUMN "fat" double precision;--> statement-breakpoint
-- Backfill: each plate's totals from its lines, summed as the shared plateTotals sums them (quantity ×
-- per-serving value, line by line in position order, in double precision), so a plate's stored totals
-- equal the totals computed for it before they were stored, to the last bit.
UPDATE "plates" SET
	"calories" = "lines"."calories",
	"protein" = "lines"."protein",
	"carbs" = "lines"."carbs",
	"fat" = "lines"."fat"
FROM (
	SELECT
		"plate_id",
		sum("quantity"::double precision * "calories" ORDER BY "position") AS "calories",
		sum("quantity"::double precision * "protein" ORDER BY "position") AS "protein",
		sum("quantity"::double precision * "carbs" ORDER BY "position") AS "carbs",
		sum("quantity"::double precision * "fat" ORDER BY "position") AS "fat"
	FROM "plate_items"
	GROUP BY "plate_id"
) AS "lines"
WHERE "lines"."plate_id" = "plates"."id";--> statement-breakpoint
UPDATE "plates" SET "calories" = 0, "protein" = 0, "carbs" = 0, "fat" = 0 WHERE "calories" IS NULL;--> statement-breakpoint
ALTER TABLE "plates" ALTER COLUMN "calories" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plates" ALTER COLUMN "protein" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plates" ALTER COLUMN "carbs" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plates" ALTER COLUMN "fat" SET NOT NULL;--> statement-breakpoint
-- One stored copy of a custom line's name and macros: its name and macro columns. The custom_macros
-- copy goes, and so does its nutrients copy (the four macros under the menu's nutrient names).
ALTER TABLE "plate_items" ALTER COLUMN "nutrients" DROP NOT NULL;--> statement-breakpoint
UPDATE "plate_items" SET "nutrients" = NULL WHERE "food_id" LIKE 'custom-%';--> statement-breakpoint
ALTER TABLE "plate_items" DROP COLUMN "custom_macros";
