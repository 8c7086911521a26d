import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'

export interface HistorySectionProps {
  title: string
  headingId: string
  isPending: boolean
  /** The message shown instead of the content when this section's data failed (docs/product.md#history-sections: sections fail alone). */
  error: string | null
  actions?: ReactNode
  /** The room the loading state keeps for the content on a phone, so the sections below do not jump. */
  pendingClassName?: string
  children: ReactNode
}

/** One independently loading card of the History screen (docs/product.md#history-sections). */
export function HistorySection({
  title,
  headingId,
  isPending,
  error,
  actions,
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
      <div className={isPending ? `mt-3 ${pendingClassName}` : 'mt-3'}>
        {isPending ? <Spinner label={`Loading ${title.toLowerCase()}…`} /> : error ? <Alert>{error}</Alert> : children}
      </div>
    </section>
  )
}
