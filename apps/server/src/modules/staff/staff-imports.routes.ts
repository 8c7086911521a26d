import {
  IMPORT_RUNS_PER_PROVIDER,
  IMPORTS_MESSAGES,
  ImportsResponseSchema,
  SyncNowResponseSchema,
} from '@campusplate/shared/staff'
import type { AppInstance } from '../../app-types'
import { ConflictError } from '../../lib/errors'
import { errorResponses } from '../../lib/route-schema'
import { type SyncOutcome, syncMenus } from '../menus/menus.sync'
import { recordStaffAction } from './staff-audit'
import { findImportRun, lastRunsPerProvider } from './staff-imports'

/** What the audit log keeps of a sync: the run it made and how it ended. */
function syncDetail(outcome: SyncOutcome | undefined): Record<string, unknown> {
  if (!outcome) return { status: 'error' }
  if (!outcome.ran || !outcome.result) return { status: 'nothing to do' }
  return { run: outcome.result.id, status: outcome.result.status }
}

/** Menu imports: registered inside the staff routes, which check the role. */
export async function staffImportsRoutes(app: AppInstance) {
  app.get(
    '/api/staff/imports',
    {
      schema: {
        tags: ['staff'],
        summary: 'The last menu import runs of each provider, with their counts, notes and errors',
        response: { 200: ImportsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      menu_provider: app.config.menuProvider ?? null,
      ...(await lastRunsPerProvider(app.db, IMPORT_RUNS_PER_PROVIDER)),
    }),
  )

  app.post(
    '/api/staff/imports/sync',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['staff'],
        summary: 'Run the scheduled menu sync now, under the same lock; an audited action',
        response: { 200: SyncNowResponseSchema, ...errorResponses(401, 403, 409, 413) },
      },
    },
    async (request) => {
      const provider = app.config.menuProvider
      if (!provider) throw new ConflictError(IMPORTS_MESSAGES.noProvider)
      let outcome: SyncOutcome | undefined
      try {
        outcome = await app.background.track(() => syncMenus(app, 'staff'))
      } finally {
        // A sync another holder of the lock kept from running changed nothing: it is not logged.
        if (outcome === undefined || outcome.ran) {
          await recordStaffAction(app.db, {
            actor: { id: request.user.id, email: request.user.email },
            action: 'sync',
            subject: `Menu sync (${provider})`,
            detail: syncDetail(outcome),
            at: app.now(),
          })
        }
      }
      if (!outcome.ran) throw new ConflictError(IMPORTS_MESSAGES.syncBusy)
      return { run: outcome.result ? await findImportRun(app.db, outcome.result.id) : null }
    },
  )
}
