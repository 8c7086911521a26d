import { MENU_FRESHNESS_MESSAGES, menuUpdatedText } from '@campusplate/shared'
import { useMenuFreshness } from '../api/get-menu-freshness'

/**
 * "Updated 2 h ago from Nutrislice" under the menu's heading, and a warning when the menu is older
 * than its sync schedule. Says nothing while loading or when the call fails: the menu itself is the
 * point of the screen, this line only qualifies it.
 */
export function MenuFreshness({ date, hall }: { date: string; hall: string }) {
  const query = useMenuFreshness(date)
  const entry = query.data?.halls.find((h) => h.dining_hall === hall)
  if (!entry?.updated_at) return null
  // The age is counted to when the answer came, which the query refreshes every few minutes.
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
