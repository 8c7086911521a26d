import { micronutrientAverages } from '@campusplate/shared'
import { MicronutrientTable } from '@/components/nutrition/micronutrient-table'
import { errorMessageFor } from '@/lib/api-client'
import { type HistoryRange, useMicronutrients } from '../api/history-queries'
import { HISTORY_TEXT } from '../messages'
import { HistorySection } from './history-section'

/** Daily averages of the micronutrients over the tracked days, against the FDA Daily Values. */
export function MicronutrientsSection({ range, isHidingNumbers }: { range: HistoryRange; isHidingNumbers: boolean }) {
  const query = useMicronutrients(range)
  const data = query.data
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`
  return (
    <HistorySection
      title="Micronutrients"
      headingId="history-micronutrients"
      isPending={query.isPending}
      error={query.isError ? errorMessageFor(query.error, { fallback: HISTORY_TEXT.micronutrientsFailed }) : null}
    >
      {data === undefined || data.days_tracked === 0 ? (
        <p className="text-sm text-slate-600">{HISTORY_TEXT.emptyTitle}.</p>
      ) : isHidingNumbers ? (
        <p className="text-sm text-slate-600">{HISTORY_TEXT.micronutrientsHidden}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">
            Daily averages over {plural(data.days_tracked, 'tracked day')} and {plural(data.items, 'item')}. Items
            without a value are left out, not counted as 0.
          </p>
          <MicronutrientTable
            amounts={micronutrientAverages(data.nutrients, data.days_tracked)}
            items={data.items}
            caption="Micronutrients, daily averages"
            amountHeading="Daily average"
          />
        </>
      )}
    </HistorySection>
  )
}
