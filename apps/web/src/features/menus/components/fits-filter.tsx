import { useId } from 'react'
import type { FitsFilterState } from '../hooks/use-fits-filter'
import { MENU_MESSAGES } from '../messages'

/** The "Fits my profile" checkbox beside the menu search, for signed-in users with preferences. */
export function FitsFilter({ filter }: { filter: FitsFilterState }) {
  const id = useId()
  if (!filter.isAvailable) return null
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={filter.isOn}
        onChange={(event) => filter.setOn(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-900">
          {MENU_MESSAGES.fitsMyProfile}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {MENU_MESSAGES.fitsMyProfileHint}
        </p>
      </div>
    </div>
  )
}
