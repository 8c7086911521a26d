import { and, desc, eq, getTableColumns, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { diningHalls, meals, menuItems, menuReports, stations } from '../../db/schema/index'

/** What a report records of the item: its name and where and when it was served. */
export interface ReportedItem {
  foodId: string
  foodName: string
  diningHall: string
  mealName: string
  station: string
  date: string
}

/** The menu item a report names, as the menus hold it now; undefined when no such item is served. */
export async function findReportedItem(db: Db, foodId: string): Promise<ReportedItem | undefined> {
  const [row] = await db
    .select({
      foodId: menuItems.id,
      foodName: menuItems.name,
      diningHall: diningHalls.name,
      mealName: meals.name,
      station: stations.name,
      date: menuItems.date,
    })
    .from(menuItems)
    .innerJoin(stations, eq(stations.id, menuItems.stationId))
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(eq(menuItems.id, foodId))
  return row
}

export type MenuReportRow = typeof menuReports.$inferSelect

export async function insertMenuReport(
  db: Db,
  userId: string,
  report: Omit<typeof menuReports.$inferInsert, 'id' | 'userId'>,
): Promise<MenuReportRow> {
  const [row] = await db
    .insert(menuReports)
    .values({ ...report, userId })
    .returning()
  if (!row) throw new Error('Could not store the menu report')
  return row
}

/** The newest reports first, for the dining team (`npm run menus -- reports`); no author is read. */
export async function listMenuReports(db: Db, limit: number): Promise<Omit<MenuReportRow, 'userId'>[]> {
  const { userId: _, ...columns } = getTableColumns(menuReports)
  return db.select(columns).from(menuReports).orderBy(desc(menuReports.id)).limit(limit)
}

/** The signed-in student's own reports the dining team answered (a status or a reply), newest first. */
export async function listAnsweredReportsOf(db: Db, userId: string) {
  return db
    .select({
      diningHall: menuReports.diningHall,
      foodName: menuReports.foodName,
      status: menuReports.status,
      reply: menuReports.reply,
    })
    .from(menuReports)
    .where(and(eq(menuReports.userId, userId), isNotNull(menuReports.updatedAt)))
    .orderBy(desc(menuReports.updatedAt), desc(menuReports.id))
    .limit(100)
}

/** The items served on `date`, with their hall, to find the reported dishes among them. */
export async function findItemsOn(db: Db, date: string) {
  return db
    .select({ id: menuItems.id, name: menuItems.name, hall: diningHalls.name })
    .from(menuItems)
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
    .where(eq(menuItems.date, date))
}
