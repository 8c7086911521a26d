import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { errorMessageFor } from '@/lib/api-client'
import { useCorrections, useUndoCorrection } from '../api/staff-api'
import { describeValues, formatWhen } from '../format'
import { STAFF_UI } from '../messages'
import { QueryView } from './query-view'

/** Every correction, newest first: what it set, what it replaced, who and when, and an undo. */
export function CorrectionsList() {
  const corrections = useCorrections()
  const undo = useUndoCorrection()
  return (
    <section aria-labelledby="corrections-title">
      <h1 id="corrections-title" className="text-2xl font-bold text-slate-900">
        Corrections
      </h1>
      <p className="mt-1 text-sm text-slate-600">{STAFF_UI.correctionsIntro}</p>
      {undo.isError ? (
        <Alert className="mt-3">{errorMessageFor(undo.error, { fallback: STAFF_UI.saveFailed })}</Alert>
      ) : null}
      <div className="mt-4">
        <QueryView
          query={corrections}
          isEmpty={(data) => data.corrections.length === 0}
          emptyTitle={STAFF_UI.noCorrections}
        >
          {(data) => (
            <ul className="space-y-3">
              {data.corrections.map((correction) => (
                <li key={correction.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h2 className="font-semibold text-slate-900">{correction.name}</h2>
                      <p className="text-sm text-slate-600">
                        {correction.dining_hall} ·{' '}
                        {correction.scope === 'dish' ? STAFF_UI.everyServing : correction.date}
                      </p>
                    </div>
                    {correction.undone_at ? null : (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={undo.isPending}
                        onClick={() => undo.mutate(correction.id)}
                        aria-label={`${STAFF_UI.undo}: ${correction.name}`}
                      >
                        {STAFF_UI.undo}
                      </Button>
                    )}
                  </div>
                  <p className="mt-2 text-sm text-slate-800">{describeValues(correction.changes)}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    {STAFF_UI.replaced}: {describeValues(correction.replaced)}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    {STAFF_UI.madeBy(correction.created_by, formatWhen(correction.created_at))}
                    {correction.undone_at
                      ? ` · ${STAFF_UI.undone(correction.undone_by ?? '', formatWhen(correction.undone_at))}`
                      : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  )
}
