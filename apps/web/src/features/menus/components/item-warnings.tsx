import type { FoodItem } from '@campusplate/shared'
import { useMemo } from 'react'
import { useMenuMatcher } from '../hooks/use-menu-matcher'
import { MENU_MESSAGES } from '../messages'

/** Clashes, then what the data cannot tell, so an item never passes as safe in silence; guests see nothing. */
export function ItemWarnings({ food }: { food: FoodItem }) {
  const matcher = useMenuMatcher()
  const match = useMemo(() => matcher?.match(food) ?? null, [food, matcher])
  if (!match || match.outcome === 'fits') return null
  return (
    <ul className="mt-1 space-y-0.5 text-sm" aria-label={MENU_MESSAGES.profileNotesFor(food.name)}>
      {match.warnings.map((warning) => (
        <li key={warning.reason} className="flex items-start gap-1 font-medium text-red-800">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0">
            <path d="M8.3 3.2a2 2 0 0 1 3.4 0l6 10.4A2 2 0 0 1 16 16.6H4a2 2 0 0 1-1.7-3L8.3 3.2ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
          </svg>
          <span>{warning.reason}</span>
        </li>
      ))}
      {match.unknown.map((question) => (
        <li key={question.reason} className="flex items-start gap-1 text-slate-700">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0">
            <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm0-8a3 3 0 0 0-3 3 1 1 0 1 0 2 0 1 1 0 1 1 1.5.9c-.8.4-1.5 1-1.5 2.1v.5a1 1 0 1 0 2 0v-.3c0-.1.2-.3.6-.5A3 3 0 0 0 10 5Z" />
          </svg>
          <span>{question.reason}</span>
        </li>
      ))}
    </ul>
  )
}
