import {
  formatNumber,
  MICRONUTRIENTS,
  type MicronutrientTotals,
  missingItemsNote,
  percentOfMicronutrientDailyValue,
  roundTo,
} from '@campusplate/shared'

function shownAmount(amount: number, unit: string): string {
  return `${formatNumber(roundTo(amount, amount < 10 ? 1 : 0))} ${unit}`
}

/** A missing value is never shown as 0: the table says how many items lacked it. */
export function MicronutrientTable({
  amounts,
  items,
  caption,
  amountHeading,
}: {
  amounts: MicronutrientTotals
  items: number
  caption: string
  amountHeading: string
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Nutrient
          </th>
          <th scope="col" className="py-1 font-medium">
            {amountHeading}
          </th>
          <th scope="col" className="py-1 font-medium">
            % Daily Value
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {MICRONUTRIENTS.map((row) => {
          const { total, missing_items } = amounts[row.key]
          const percent = percentOfMicronutrientDailyValue(row.key, total)
          const note = missingItemsNote(missing_items, items)
          return (
            <tr key={row.key} className="align-top">
              <th scope="row" className="py-1 font-normal text-slate-800">
                {row.label}
              </th>
              <td className="py-1 tabular-nums">
                {total === null ? 'No data' : shownAmount(total, row.unit)}
                {note && total !== null ? (
                  <>
                    {' '}
                    <span className="block text-xs text-amber-800">{note}</span>
                  </>
                ) : null}
              </td>
              <td className="py-1 tabular-nums">{percent === null ? '—' : `${Math.round(percent)}%`}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
