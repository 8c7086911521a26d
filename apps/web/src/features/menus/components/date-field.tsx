import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import { formatShortDay } from '@/lib/day-format'
import type { MenuDateState } from '../hooks/use-menu-date'
import { MENU_MESSAGES } from '../messages'

// The campus's "today" not yet known: the field keeps its place, empty and disabled.
const ignore = () => {}

const NO_DATE: MenuDateState = {
  date: null,
  inputValue: '',
  isInvalid: false,
  isInputValid: false,
  min: '',
  max: '',
  today: '',
  yesterday: '',
  onInputChange: ignore,
  onInputKeyDown: ignore,
  onInputBlur: ignore,
  choose: ignore,
}

/**
 * docs/product.md#menu-date: the native date input, its allowed range stated beside it, and Today /
 * Yesterday for the two days a student logs most (docs/decisions/027-native-menu-date-input.md).
 */
export function DateField({ menuDate = NO_DATE }: { menuDate?: MenuDateState }) {
  const isPending = menuDate === NO_DATE
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {MENU_MESSAGES.dateLabel}
      </label>
      {/* Today and Yesterday beside the input: the three read, and tab, as one row. */}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="date"
          className={`${controlClasses} min-w-36 flex-1 sm:max-w-xs`}
          value={menuDate.inputValue}
          disabled={isPending}
          min={menuDate.min}
          max={menuDate.max}
          aria-invalid={menuDate.isInvalid || undefined}
          aria-describedby={menuDate.isInvalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => menuDate.onInputChange(event.target.value)}
          onKeyDown={(event) => menuDate.onInputKeyDown(event.key)}
          onBlur={menuDate.onInputBlur}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={isPending}
          aria-pressed={menuDate.date === menuDate.today && menuDate.isInputValid}
          onClick={() => menuDate.choose(menuDate.today)}
        >
          {MENU_MESSAGES.today}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={isPending}
          aria-pressed={menuDate.date === menuDate.yesterday && menuDate.isInputValid}
          onClick={() => menuDate.choose(menuDate.yesterday)}
        >
          {MENU_MESSAGES.yesterday}
        </Button>
      </div>
      {menuDate.isInvalid ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {MENU_MESSAGES.invalidDate}
        </p>
      ) : null}
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {isPending ? '\u00a0' : MENU_MESSAGES.dateRange(formatShortDay(menuDate.min), formatShortDay(menuDate.max))}
      </p>
    </div>
  )
}
