import type { FoodItem } from '@campusplate/shared'
import { useEffect, useState } from 'react'
import { errorMessageFor } from '@/lib/api-client'
import { useIsOnline } from '@/lib/use-online'
import { favouriteOf, useFavourites, useToggleFavourite } from '../api/favourites'
import { FAVOURITES_MESSAGES } from '../messages'

/** A press while the favourites load asks for a star, applied once they arrive unless already starred. */
export function FavouriteStar({ food }: { food: FoodItem }) {
  const favourites = useFavourites({ isEnabled: true })
  const toggle = useToggleFavourite()
  const isOnline = useIsOnline()
  const [isStarWaiting, setStarWaiting] = useState(false)
  const [wasPressedOffline, setPressedOffline] = useState(false)
  const favourite = favouriteOf(favourites.data, food)
  const isPressed = toggle.isPending && toggle.variables ? 'star' in toggle.variables : favourite !== undefined
  const isBusy = favourites.isPending || toggle.isPending || isStarWaiting
  const star = { dining_hall: food.dining_hall, name: food.name }

  useEffect(() => {
    if (!isStarWaiting || favourites.isPending) return
    setStarWaiting(false)
    if (!isPressed) toggle.mutate({ star })
  })

  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        aria-pressed={isPressed}
        aria-label={FAVOURITES_MESSAGES.starLabel(food.name)}
        aria-busy={isBusy || undefined}
        onClick={() => {
          setPressedOffline(!isOnline)
          if (!isOnline) return
          if (favourites.isPending) setStarWaiting(true)
          else if (!isBusy) toggle.mutate(favourite ? { unstar: favourite } : { star })
        }}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-lg text-2xl leading-none focus-visible:outline-2 focus-visible:outline-emerald-600 ${
          isPressed ? 'text-amber-600' : 'text-slate-500 hover:text-amber-600'
        }`}
      >
        <span aria-hidden="true">{isPressed ? '★' : '☆'}</span>
      </button>
      {wasPressedOffline && !isOnline ? (
        <span role="alert" className="text-xs text-red-700">
          {FAVOURITES_MESSAGES.starOffline}
        </span>
      ) : toggle.isError ? (
        <span role="alert" className="text-xs text-red-700">
          {errorMessageFor(toggle.error, { fallback: FAVOURITES_MESSAGES.starFailed })}
        </span>
      ) : null}
    </span>
  )
}
