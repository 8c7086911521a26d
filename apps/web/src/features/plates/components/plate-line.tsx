import { formatQuantity, roundForDisplay } from '@campusplate/shared'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatCompactDay } from '@/lib/day-format'
import { withSchemas } from '@/lib/schema-loader'
import { PLATE_MESSAGES } from '../messages'
import type { PlateEntry } from '../utils/plate-entries'

export interface PlateLineProps {
  entry: PlateEntry
  hideNumbers: boolean
  onQuantity: (quantity: number) => void
  onRemove: () => void
}

/** A refused amount says why and keeps the line's servings (docs/product.md#servings); Escape puts the field back. */
export function PlateLine({ entry, hideNumbers, onQuantity, onRemove }: PlateLineProps) {
  const id = useId()
  const errorId = `${id}-error`
  // null shows the line's servings.
  const [typed, setTyped] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const commit = () => {
    if (typed === null) return
    // The plate's quantity rule is a schema (decision 046); a plate on screen has brought the schemas.
    withSchemas(({ readPlateQuantity }) => {
      const read = readPlateQuantity(typed)
      if (!read.ok) {
        setError(read.message)
        return
      }
      if (read.value !== entry.quantity) onQuantity(read.value)
      setTyped(null)
    })
  }
  const revert = () => {
    setTyped(null)
    setError(null)
  }

  return (
    <li data-food-id={entry.foodId} className="py-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{entry.name}</p>
          <p className="text-xs text-slate-600">
            {formatQuantity(entry.quantity)} × {entry.portionSize}
            {hideNumbers ? null : (
              <>
                {' · '}
                <span className="tabular-nums">{roundForDisplay(entry.calories * entry.quantity)} kcal</span>
              </>
            )}
          </p>
          {entry.fromDate ? (
            <p className="text-xs font-medium text-amber-800">
              {PLATE_MESSAGES.offMenu(formatCompactDay(entry.fromDate))}
            </p>
          ) : null}
          {entry.isMissingMacros ? (
            <p className="text-xs font-medium text-red-700">{PLATE_MESSAGES.missingMacros}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <label htmlFor={id} className="sr-only">
            {PLATE_MESSAGES.servingsOf(entry.name)}
          </label>
          <input
            id={id}
            // Text, not number: a decimal comma ('1,5') must reach the rules instead of reading as ''.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={typed ?? formatQuantity(entry.quantity)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setTyped(event.target.value)
              setError(null)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit()
              if (event.key === 'Escape') revert()
            }}
            onBlur={commit}
            className="min-h-9 w-16 rounded-lg border border-slate-300 px-2 text-base tabular-nums focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600 aria-invalid:border-red-600"
          />
          <Button variant="danger" size="sm" aria-label={PLATE_MESSAGES.removeFor(entry.name)} onClick={onRemove}>
            {PLATE_MESSAGES.remove}
          </Button>
        </div>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  )
}
