import { MENU_FRESHNESS_MESSAGES, menuUpdatedText } from '@campusplate/shared'
import { useMenuFreshness } from '../api/get-menu-freshness'

/** Says nothing while loading or on failure: the menu itself is the point of the screen. */
export function MenuFreshness({ date, hall }: { date: string; hall: string }) {
  const query = useMenuFreshness(date)
  const entry = query.data?.halls.find((h) => h.dining_hall === hall)
  if (!entry?.updated_at) return null
  // Counted to when the answer came, which the query refreshes every few minutes.
  const text = menuUpdatedText(entry.source, new Date(entry.updated_at), new Date(query.dataUpdatedAt))
  return (
    <div className="text-sm">
      <p className="text-slate-600">
        <time dateTime={entry.updated_at} title={new Date(entry.updated_at).toLocaleString()}>
          {text}
        </time>
      </p>
      {entry.stale ? <p className="font-medium text-amber-800">{MENU_FRESHNESS_MESSAGES.stale}</p> : null}
    </div>
  )
}
