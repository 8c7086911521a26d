import { type Favourite, returnEstimateText } from '@campusplate/shared'
import { useLayoutEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Link } from '@/components/ui/link'
import { Spinner } from '@/components/ui/spinner'
import { errorMessageFor } from '@/lib/api-client'
import { formatCompactDay } from '@/lib/day-format'
import { useFavourites, useToggleFavourite } from '../api/favourites'
import { FAVOURITES_MESSAGES } from '../messages'

export function FavouritesScreen({
  today,
  menuHref,
  menuHrefFor = () => menuHref,
}: {
  today: string
  menuHref: string
  menuHrefFor?: (place: { date: string; hall: string; meal: string }) => string
}) {
  const favourites = useFavourites({ isEnabled: true })
  const heading = useRef<HTMLHeadingElement>(null)
  const removeButtons = useRef(new Map<string, HTMLButtonElement>())
  // Where focus goes once a card is removed: the next card's Remove (or the one before), else the heading.
  const [focusNext, setFocusNext] = useState<string | null>(null)
  useLayoutEffect(() => {
    if (focusNext === null) return
    const target = removeButtons.current.get(focusNext) ?? heading.current
    target?.focus()
    setFocusNext(null)
  }, [focusNext])
  const removed = (index: number) => {
    const list = favourites.data ?? []
    setFocusNext((list[index + 1] ?? list[index - 1])?.id ?? '')
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4 py-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {FAVOURITES_MESSAGES.heading}
      </h1>
      <p className="text-sm text-slate-600">{FAVOURITES_MESSAGES.intro}</p>
      {favourites.isPending ? (
        <Spinner />
      ) : favourites.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>{FAVOURITES_MESSAGES.loadFailed}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void favourites.refetch()}>
            {FAVOURITES_MESSAGES.tryAgain}
          </Button>
        </div>
      ) : favourites.data.length === 0 ? (
        <EmptyState title={FAVOURITES_MESSAGES.empty}>
          <p>{FAVOURITES_MESSAGES.emptyHint}</p>
          <Link to={menuHref} className="mt-2 inline-block font-medium text-emerald-800 underline">
            {FAVOURITES_MESSAGES.backToMenu}
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {favourites.data.map((favourite, index) => (
            <FavouriteCard
              menuHrefFor={menuHrefFor}
              key={favourite.id}
              favourite={favourite}
              today={today}
              removeRef={(button) => {
                if (button) removeButtons.current.set(favourite.id, button)
                else removeButtons.current.delete(favourite.id)
              }}
              onRemoved={() => removed(index)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function FavouriteCard({
  favourite,
  today,
  removeRef,
  onRemoved,
  menuHrefFor,
}: {
  favourite: Favourite
  today: string
  menuHrefFor: (place: { date: string; hall: string; meal: string }) => string
  removeRef: (button: HTMLButtonElement | null) => void
  onRemoved: () => void
}) {
  const toggle = useToggleFavourite()
  const onToday = favourite.upcoming.filter((serving) => serving.date === today)
  const later = favourite.upcoming.filter((serving) => serving.date > today)
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">{favourite.name}</h2>
          <p className="text-sm text-slate-600">{favourite.dining_hall}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={FAVOURITES_MESSAGES.remove(favourite.name)}
          ref={removeRef}
          aria-busy={toggle.isPending || undefined}
          onClick={() => {
            // mutate()'s callbacks never run once the reload has unmounted this card.
            if (!toggle.isPending) toggle.mutateAsync({ unstar: favourite }).then(onRemoved, () => {})
          }}
        >
          {FAVOURITES_MESSAGES.removeShort}
        </Button>
      </div>
      {onToday.length > 0 ? (
        <p className="mt-2 text-sm font-medium text-emerald-800">
          {FAVOURITES_MESSAGES.servedToday}:{' '}
          {onToday.map((serving, index) => (
            <span key={`${serving.meal_name}-${serving.station}`}>
              {index > 0 ? '; ' : null}
              <Link
                to={menuHrefFor({ date: serving.date, hall: favourite.dining_hall, meal: serving.meal_name })}
                className="inline-flex min-h-6 items-center underline"
              >
                {serving.meal_name} · {serving.station}
              </Link>
            </span>
          ))}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{returnEstimateText(estimateOf(favourite), today)}</p>
      )}
      {later.length > 0 ? (
        <div className="mt-2">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {FAVOURITES_MESSAGES.upcoming}
          </h3>
          <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
            {later.map((serving) => (
              <li key={`${serving.date}-${serving.meal_name}-${serving.station}`}>
                <Link
                  to={menuHrefFor({ date: serving.date, hall: favourite.dining_hall, meal: serving.meal_name })}
                  className="inline-flex min-h-6 items-center underline"
                >
                  {formatCompactDay(serving.date)} · {serving.meal_name} · {serving.station}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {toggle.isError ? (
        <p role="alert" className="mt-2 text-xs text-red-700">
          {errorMessageFor(toggle.error, { fallback: FAVOURITES_MESSAGES.starFailed })}
        </p>
      ) : null}
    </li>
  )
}

function estimateOf(favourite: Favourite) {
  return {
    lastServed: favourite.last_served,
    timesServed: favourite.times_served,
    usualGapDays: favourite.usual_gap_days,
  }
}
