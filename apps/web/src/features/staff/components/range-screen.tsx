import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessageFor } from '@/lib/api-client'
import type { StaffRangeParams } from '../hooks/use-staff-range'
import { RangeForm } from './range-form'

interface RangeAnswer {
  from: string
  to: string
  dining_halls: string[]
}

interface RangeScreenProps<Answer extends RangeAnswer> {
  title: string
  intro?: string
  params: StaffRangeParams
  onParamsChange: (next: StaffRangeParams) => void
  query: UseQueryResult<Answer>
  loadingLabel: string
  loadFailed: string
  children: (answer: Answer) => ReactNode
}

/** A console screen over a date range and hall: its heading, the range form, and the loading and error states. */
export function RangeScreen<Answer extends RangeAnswer>({
  title,
  intro,
  params,
  onParamsChange,
  query,
  loadingLabel,
  loadFailed,
  children,
}: RangeScreenProps<Answer>) {
  const data = query.data
  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <div>
        <h1 id="staff-section-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      </div>
      <RangeForm
        key={data ? 'answered' : 'asking'}
        from={data?.from ?? params.from}
        to={data?.to ?? params.to}
        hall={params.dining_hall}
        halls={data?.dining_halls ?? []}
        onChange={onParamsChange}
      />
      {query.isError ? (
        <Alert title={loadFailed}>{errorMessageFor(query.error, { fallback: loadFailed })}</Alert>
      ) : null}
      {query.isPending ? <Spinner label={loadingLabel} /> : null}
      {data && !query.isError ? children(data) : null}
    </section>
  )
}
