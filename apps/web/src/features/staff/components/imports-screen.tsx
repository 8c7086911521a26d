import {
  IMPORT_RUN_STATUS_LABELS,
  IMPORTS_MESSAGES,
  type ImportRun,
  type ImportsResponse,
} from '@campusplate/shared/staff'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { errorMessageFor } from '@/lib/api-client'
import { useImports } from '../api/get-imports'
import { useSyncNow } from '../api/sync-now'
import { ScrollTable, tdClasses } from './scroll-table'

export const IMPORTS_SCREEN_TEXT = {
  loading: 'Loading the import runs…',
  provider: (name: string | null) =>
    name ? `Menus come from the ${name} provider.` : 'No menu provider is configured (MENU_PROVIDER).',
  runsOf: (source: string) => `Runs of ${source}`,
  started: 'Started (UTC)',
  trigger: 'Trigger',
  dates: 'Dates',
  status: 'Status',
  inserted: 'Inserted',
  updated: 'Updated',
  deleted: 'Deleted',
  unchanged: 'Unchanged',
  issues: 'Notes and errors',
  none: 'None',
  issueCount: (errors: number, notes: number) =>
    [
      errors > 0 ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : '',
      notes > 0 ? `${notes} ${notes === 1 ? 'note' : 'notes'}` : '',
    ]
      .filter(Boolean)
      .join(', '),
  syncDone: (run: ImportRun) =>
    `Sync finished: ${IMPORT_RUN_STATUS_LABELS[run.status]}. ${run.counts?.items_inserted ?? 0} inserted, ${run.counts?.items_updated ?? 0} updated, ${run.counts?.items_deleted ?? 0} deleted.`,
} as const

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ')

function RunIssues({ run }: { run: ImportRun }) {
  if (run.errors.length === 0 && run.notes.length === 0) return <>{IMPORTS_SCREEN_TEXT.none}</>
  return (
    <details>
      <summary className="cursor-pointer text-emerald-800 underline focus-visible:outline-2 focus-visible:outline-emerald-600">
        {IMPORTS_SCREEN_TEXT.issueCount(run.errors.length, run.notes.length)}
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {[...new Set(run.errors)].map((error) => (
          <li key={`error:${error}`} className="text-red-800">
            {error}
          </li>
        ))}
        {[...new Set(run.notes)].map((note) => (
          <li key={`note:${note}`} className="text-slate-700">
            {note}
          </li>
        ))}
      </ul>
    </details>
  )
}

function ProviderRuns({ source, runs }: ImportsResponse['providers'][number]) {
  const headings = [
    IMPORTS_SCREEN_TEXT.started,
    IMPORTS_SCREEN_TEXT.trigger,
    IMPORTS_SCREEN_TEXT.dates,
    IMPORTS_SCREEN_TEXT.status,
    IMPORTS_SCREEN_TEXT.inserted,
    IMPORTS_SCREEN_TEXT.updated,
    IMPORTS_SCREEN_TEXT.deleted,
    IMPORTS_SCREEN_TEXT.unchanged,
    IMPORTS_SCREEN_TEXT.issues,
  ]
  return (
    <div className="space-y-2">
      <h2 id={`runs-${source}`} className="text-lg font-semibold text-slate-900">
        {IMPORTS_SCREEN_TEXT.runsOf(source)}
      </h2>
      <ScrollTable label={IMPORTS_SCREEN_TEXT.runsOf(source)} headings={headings}>
        {runs.map((run) => (
          <tr key={run.id}>
            <th scope="row" className={`${tdClasses} font-medium whitespace-nowrap`}>
              {when(run.started_at)}
            </th>
            <td className={tdClasses}>{run.trigger}</td>
            <td className={`${tdClasses} whitespace-nowrap`}>
              {run.date_from === run.date_to ? run.date_from : `${run.date_from} – ${run.date_to}`}
            </td>
            <td className={`${tdClasses} whitespace-nowrap`}>{IMPORT_RUN_STATUS_LABELS[run.status]}</td>
            <td className={`${tdClasses} tabular-nums`}>{run.counts?.items_inserted ?? '—'}</td>
            <td className={`${tdClasses} tabular-nums`}>{run.counts?.items_updated ?? '—'}</td>
            <td className={`${tdClasses} tabular-nums`}>{run.counts?.items_deleted ?? '—'}</td>
            <td className={`${tdClasses} tabular-nums`}>{run.counts?.items_unchanged ?? '—'}</td>
            <td className={`${tdClasses} min-w-48`}>
              <RunIssues run={run} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </div>
  )
}

function SyncNow() {
  const sync = useSyncNow()
  return (
    <div className="space-y-3">
      <Button onClick={() => sync.mutate()} disabled={sync.isPending} aria-describedby="sync-outcome">
        {sync.isPending ? IMPORTS_MESSAGES.syncing : IMPORTS_MESSAGES.syncNow}
      </Button>
      <div id="sync-outcome">
        {sync.isError ? (
          <Alert title={IMPORTS_MESSAGES.syncFailed}>
            {errorMessageFor(sync.error, { fallback: IMPORTS_MESSAGES.syncFailed })}
          </Alert>
        ) : null}
        {sync.isSuccess ? (
          <Alert tone="info">
            {sync.data.run ? IMPORTS_SCREEN_TEXT.syncDone(sync.data.run) : IMPORTS_MESSAGES.nothingToDo}
          </Alert>
        ) : null}
      </div>
    </div>
  )
}

/** Menu imports: the last runs of each provider, and the scheduled sync on demand. */
export function ImportsScreen() {
  const imports = useImports()
  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <div>
        <h1 id="staff-section-title" className="text-2xl font-bold text-slate-900">
          {IMPORTS_MESSAGES.title}
        </h1>
        {imports.data ? (
          <p className="mt-1 text-sm text-slate-600">{IMPORTS_SCREEN_TEXT.provider(imports.data.menu_provider)}</p>
        ) : null}
      </div>
      <SyncNow />
      {imports.isPending ? <Spinner label={IMPORTS_SCREEN_TEXT.loading} /> : null}
      {imports.isError ? (
        <Alert title={IMPORTS_MESSAGES.loadFailed}>
          {errorMessageFor(imports.error, { fallback: IMPORTS_MESSAGES.loadFailed })}
        </Alert>
      ) : null}
      {imports.data && imports.data.providers.length === 0 ? <EmptyState title={IMPORTS_MESSAGES.noRuns} /> : null}
      {imports.data?.providers.map((provider) => (
        <ProviderRuns key={provider.source} {...provider} />
      ))}
    </section>
  )
}
