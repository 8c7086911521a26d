import type { MenuSanityFlag } from '@campusplate/shared'
import {
  COVERAGE_FIELDS,
  COVERAGE_LIST_LIMIT,
  type CoverageCounts,
  type CoverageField,
  type CoverageFlag,
  type CoverageGap,
  type CoverageResponse,
  coveragePercent,
  isRealPortionSize,
  shownCountWeight,
  suppressSmallCount,
} from '@campusplate/shared/staff'
import { and, asc, between, count, eq, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningHalls, meals, menuItems, stations } from '../../db/schema/index'
import { type Cell, csvSection } from '../export/export.csv'
import { dishIdentity, findDishUse, hallOfMeal, type StaffRange } from './staff-demand'

const hasCalories = sql<boolean>`${menuItems.nutrients} -> 'calories' is not null`
const hasMacros = sql<boolean>`${menuItems.nutrients} ?& array['calories', 'protein', 'total_carbohydrates', 'total_fat']`
const hasAllergens = sql<boolean>`cardinality(${menuItems.allergens}) > 0 or cardinality(${menuItems.mayContain}) > 0`
const hasIngredients = sql<boolean>`cardinality(${menuItems.ingredients}) > 0`

function servedGroups(db: Db, range: StaffRange) {
  return db
    .select({
      hall: diningHalls.name,
      hallPosition: diningHalls.position,
      name: menuItems.name,
      portion: menuItems.portionSize,
      calories: hasCalories,
      macros: hasMacros,
      allergens: hasAllergens,
      ingredients: hasIngredients,
      served: count(),
      lastServed: max(menuItems.date),
    })
    .from(menuItems)
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, hallOfMeal(range))
    .where(between(menuItems.date, range.from, range.to))
    .groupBy(
      diningHalls.name,
      diningHalls.position,
      menuItems.name,
      menuItems.portionSize,
      hasCalories,
      hasMacros,
      hasAllergens,
      hasIngredients,
    )
}

type ServedGroup = Awaited<ReturnType<typeof servedGroups>>[number]

const emptyCounts = (): CoverageCounts => ({
  items: 0,
  ...(Object.fromEntries(COVERAGE_FIELDS.map((field) => [field, 0])) as Record<CoverageField, number>),
})

function has(group: ServedGroup): Record<CoverageField, boolean> {
  return {
    calories: group.calories,
    macros: group.macros,
    allergens: group.allergens,
    ingredients: group.ingredients,
    portion: isRealPortionSize(group.portion),
  }
}

function addTo(counts: CoverageCounts, group: ServedGroup) {
  counts.items += group.served
  const present = has(group)
  for (const field of COVERAGE_FIELDS) if (present[field]) counts[field] += group.served
}

/** Items in the range that failed an import sanity check, one row per failed check, in date and menu order. */
async function flaggedItems(db: Db, range: StaffRange): Promise<CoverageFlag[]> {
  const rows = await db
    .select({
      date: menuItems.date,
      hall: diningHalls.name,
      meal: meals.name,
      station: stations.name,
      name: menuItems.name,
      flags: menuItems.flags,
    })
    .from(menuItems)
    .innerJoin(stations, eq(stations.id, menuItems.stationId))
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, hallOfMeal(range))
    .where(and(between(menuItems.date, range.from, range.to), sql`jsonb_array_length(${menuItems.flags}) > 0`))
    .orderBy(
      asc(menuItems.date),
      asc(diningHalls.position),
      asc(meals.position),
      asc(stations.position),
      asc(menuItems.position),
    )
  return rows.flatMap((row) =>
    row.flags.map((flag: MenuSanityFlag) => ({
      date: row.date,
      dining_hall: row.hall,
      meal_name: row.meal,
      station: row.station,
      name: row.name,
      code: flag.code,
      note: flag.note,
    })),
  )
}

/** The whole coverage of a range: every flag and every dish lacking data (the CSV lists them all). */
export interface CoverageReport extends Omit<CoverageResponse, 'flags_total' | 'gaps_total' | 'dining_halls'> {}

/** Dishes lacking data come most-used first, with suppressed counts (docs/decisions/059); a dish's gaps are its latest serving's. */
export async function coverageReport(db: Db, range: StaffRange): Promise<CoverageReport> {
  const [groups, flags, use] = await Promise.all([
    servedGroups(db, range),
    flaggedItems(db, range),
    findDishUse(db, range),
  ])
  const halls = new Map<string, { position: number; counts: CoverageCounts }>()
  const total = emptyCounts()
  const dishes = new Map<string, { group: ServedGroup; served: number; lastServed: string }>()
  for (const group of groups) {
    let hall = halls.get(group.hall)
    if (!hall) {
      hall = { position: group.hallPosition, counts: emptyCounts() }
      halls.set(group.hall, hall)
    }
    addTo(hall.counts, group)
    addTo(total, group)
    const identity = dishIdentity(group.hall, group.name)
    const lastServed = group.lastServed ?? range.from
    const dish = dishes.get(identity)
    if (!dish) dishes.set(identity, { group, served: group.served, lastServed })
    else {
      dish.served += group.served
      if (lastServed > dish.lastServed) Object.assign(dish, { group, lastServed })
    }
  }
  const gaps: (CoverageGap & { position: number })[] = []
  for (const [identity, dish] of dishes) {
    const present = has(dish.group)
    const missing = COVERAGE_FIELDS.filter((field) => !present[field])
    if (missing.length === 0) continue
    gaps.push({
      dining_hall: dish.group.hall,
      name: dish.group.name,
      missing,
      times_served: dish.served,
      last_served: dish.lastServed,
      starred: suppressSmallCount(use.starred.get(identity) ?? 0),
      logged: suppressSmallCount(use.logged.get(identity) ?? 0),
      position: dish.group.hallPosition,
    })
  }
  gaps.sort(
    (a, b) =>
      shownCountWeight(b.logged) +
        shownCountWeight(b.starred) -
        (shownCountWeight(a.logged) + shownCountWeight(a.starred)) ||
      b.times_served - a.times_served ||
      a.position - b.position ||
      a.dining_hall.localeCompare(b.dining_hall) ||
      a.name.localeCompare(b.name),
  )
  return {
    from: range.from,
    to: range.to,
    dining_hall: range.hall,
    halls: [...halls.entries()]
      .sort(([a, x], [b, y]) => x.position - y.position || a.localeCompare(b))
      .map(([dining_hall, hall]) => ({ dining_hall, counts: hall.counts })),
    total,
    flags,
    gaps: gaps.map(({ position: _, ...gap }) => gap),
  }
}

export function coverageResponse(report: CoverageReport): Omit<CoverageResponse, 'dining_halls'> {
  return {
    ...report,
    flags: report.flags.slice(0, COVERAGE_LIST_LIMIT),
    flags_total: report.flags.length,
    gaps: report.gaps.slice(0, COVERAGE_LIST_LIMIT),
    gaps_total: report.gaps.length,
  }
}

export function renderCoverageCsv(report: CoverageReport): string {
  const share = (counts: CoverageCounts, field: CoverageField) => coveragePercent(counts[field], counts.items)
  const hallRow = (hall: string, counts: CoverageCounts): Cell[] => [
    hall,
    counts.items,
    ...COVERAGE_FIELDS.flatMap((field) => [counts[field], share(counts, field)]),
  ]
  const lines = [
    ...csvSection(
      `Coverage ${report.from} to ${report.to}`,
      ['dining_hall', 'items', ...COVERAGE_FIELDS.flatMap((field) => [`with_${field}`, `with_${field}_percent`])],
      [...report.halls.map((hall) => hallRow(hall.dining_hall, hall.counts)), hallRow('All halls', report.total)],
    ),
    ...csvSection(
      'Sanity flags',
      ['date', 'dining_hall', 'meal', 'station', 'name', 'check', 'note'],
      report.flags.map((flag) => [
        flag.date,
        flag.dining_hall,
        flag.meal_name,
        flag.station,
        flag.name,
        flag.code,
        flag.note,
      ]),
    ),
    ...csvSection(
      'Dishes lacking data',
      ['dining_hall', 'name', 'missing', 'times_served', 'last_served', 'students_logged', 'students_starred'],
      report.gaps.map((gap) => [
        gap.dining_hall,
        gap.name,
        gap.missing.join('; '),
        gap.times_served,
        gap.last_served,
        gap.logged,
        gap.starred,
      ]),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}
