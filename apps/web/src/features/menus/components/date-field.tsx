import { useId } from 'react'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import type { MenuDateState } from '../hooks/use-menu-date'
import { MENU_MESSAGES } from '../messages'

export function DateField({ menuDate }: { menuDate: MenuDateState }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {MENU_MESSAGES.dateLabel}
      </label>
      <input
        id={id}
        type="date"
        className={controlClasses}
        value={menuDate.inputValue}
        min={menuDate.min}
        max={menuDate.max}
        aria-invalid={menuDate.isInvalid || undefined}
        aria-describedby={menuDate.isInvalid ? errorId : undefined}
        onChange={(event) => menuDate.onInputChange(event.target.value)}
      />
      {menuDate.isInvalid ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {MENU_MESSAGES.invalidDate}
        </p>
      ) : null}
    </div>
  )
}
