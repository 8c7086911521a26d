import type { ImportRun, ImportsResponse } from '@campusplate/shared/staff'
import { desc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { menuImports } from '../../db/schema/index'

type RunRow = typeof menuImports.$inferSelect

/** A run as the console shows it; the counts a person reads, without the rows-written figure. */
export function importRunOf(run: RunRow): ImportRun {
  const c = run.counts
  return {
    id: run.id,
    source: run.source,
    trigger: run.trigger,
    date_from: run.dateFrom,
    date_to: run.dateTo,
    status: run.status,
    counts: c
      ? {
          days: c.days,
          halls: c.halls,
          items_inserted: c.itemsInserted,
          items_updated: c.itemsUpdated,
          items_deleted: c.itemsDeleted,
          items_unchanged: c.itemsUnchanged,
        }
      : null,
    errors: run.errors,
    notes: run.notes,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  }
}

/** The last `perProvider` runs of every source that ever ran, newest first; the sources by their latest run. */
export async function lastRunsPerProvider(
  db: Db,
  perProvider: number,
): Promise<Omit<ImportsResponse, 'menu_provider'>> {
  const ranked = db
    .select({
      id: menuImports.id,
      rank: sql<number>`row_number() over (partition by ${menuImports.source} order by ${menuImports.id} desc)`.as(
        'rank',
      ),
    })
    .from(menuImports)
    .as('ranked')
  const rows = await db
    .select({ run: menuImports })
    .from(menuImports)
    .innerJoin(ranked, sql`${ranked.id} = ${menuImports.id} and ${ranked.rank} <= ${perProvider}`)
    .orderBy(desc(menuImports.id))
  const providers = new Map<string, ImportRun[]>()
  for (const { run } of rows) {
    const runs = providers.get(run.source) ?? []
    runs.push(importRunOf(run))
    providers.set(run.source, runs)
  }
  return { providers: [...providers.entries()].map(([source, runs]) => ({ source, runs })) }
}

/** One run by id (the one a sync just made). */
export async function findImportRun(db: Db, id: number): Promise<ImportRun | null> {
  const [run] = await db.select().from(menuImports).where(sql`${menuImports.id} = ${id}`)
  return run ? importRunOf(run) : null
}
