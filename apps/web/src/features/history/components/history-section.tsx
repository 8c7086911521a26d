import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'

export interface HistorySectionProps {
  title: string
  headingId: string
  isPending: boolean
  /** Sections fail alone (docs/product.md#history-sections). */
  error: string | null
  actions?: ReactNode
  /** What the section says whatever its data, shown while that data loads too. */
  intro?: ReactNode
  /** Room kept on a phone while loading, so the sections below do not jump. */
  pendingClassName?: string
  children: ReactNode
}

export function HistorySection({
  title,
  headingId,
  isPending,
  error,
  actions,
  intro,
  pendingClassName = '',
  children,
}: HistorySectionProps) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {intro ? <div className="mt-3 space-y-1 text-sm text-slate-600">{intro}</div> : null}
      <div className={isPending ? `mt-3 ${pendingClassName}` : 'mt-3'}>
        {isPending ? <Spinner label={`Loading ${title.toLowerCase()}…`} /> : error ? <Alert>{error}</Alert> : children}
      </div>
    </section>
  )
}
