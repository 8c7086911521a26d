import { z } from 'zod/mini'
import { IsoDateSchema } from '../schemas/common'

export const IMPORT_RUN_STATUSES = ['running', 'ok', 'partial', 'failed', 'interrupted'] as const
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number]

export const IMPORT_RUN_STATUS_LABELS: Readonly<Record<ImportRunStatus, string>> = {
  running: 'Running',
  ok: 'OK',
  partial: 'Partly failed',
  failed: 'Failed',
  interrupted: 'Interrupted',
}

/** One run of an importer, as `npm run menus -- status` lists it. */
export const ImportRunSchema = z.object({
  id: z.int(),
  source: z.string(),
  trigger: z.string(),
  date_from: IsoDateSchema,
  date_to: IsoDateSchema,
  status: z.enum(IMPORT_RUN_STATUSES),
  counts: z.nullable(
    z.object({
      days: z.int(),
      halls: z.int(),
      items_inserted: z.int(),
      items_updated: z.int(),
      items_deleted: z.int(),
      items_unchanged: z.int(),
    }),
  ),
  errors: z.array(z.string()),
  /** No failure: menus a vendor had not published, and the like. */
  notes: z.array(z.string()),
  started_at: z.string(),
  finished_at: z.nullable(z.string()),
})
export type ImportRun = z.infer<typeof ImportRunSchema>

/** How many runs of each provider `GET /api/staff/imports` lists, newest first. */
export const IMPORT_RUNS_PER_PROVIDER = 10

/** `GET /api/staff/imports`: the configured provider, and the last runs of every provider that ran. */
export const ImportsResponseSchema = z.object({
  menu_provider: z.nullable(z.string()),
  providers: z.array(z.object({ source: z.string(), runs: z.array(ImportRunSchema) })),
})
export type ImportsResponse = z.infer<typeof ImportsResponseSchema>

/** `POST /api/staff/imports/sync`: the run the sync made, or null when there was nothing to do. */
export const SyncNowResponseSchema = z.object({ run: z.nullable(ImportRunSchema) })
export type SyncNowResponse = z.infer<typeof SyncNowResponseSchema>

export const IMPORTS_MESSAGES = {
  title: 'Imports',
  loadFailed: 'Could not load the import runs',
  noRuns: 'No import runs yet.',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  syncFailed: 'The sync could not run',
  /** 409: the scheduled sync (or another instance's) holds the lock. */
  syncBusy: 'A menu sync is running; try again when it has finished.',
  noProvider: 'MENU_PROVIDER is not set: there is nothing to sync',
  nothingToDo: 'The menus were already up to date: nothing to import.',
} as const
