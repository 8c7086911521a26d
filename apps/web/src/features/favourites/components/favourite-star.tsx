import type { FoodItem } from '@campusplate/shared'
import { errorMessageFor } from '@/lib/api-client'
import { favouriteOf, useFavourites, useToggleFavourite } from '../api/favourites'
import { FAVOURITES_MESSAGES } from '../messages'

/** A toggle star on a menu item for a signed-in user: pressed when the dish is a favourite. */
export function FavouriteStar({ food }: { food: FoodItem }) {
  const favourites = useFavourites({ isEnabled: true })
  const toggle = useToggleFavourite()
  const favourite = favouriteOf(favourites.data, food)
  const isPressed = favourite !== undefined
  const isBusy = favourites.isPending || toggle.isPending
  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        aria-pressed={isPressed}
        aria-label={FAVOURITES_MESSAGES.starLabel(food.name)}
        aria-busy={isBusy || undefined}
        onClick={() => {
          if (isBusy) return
          toggle.mutate(
            favourite ? { unstar: favourite } : { star: { dining_hall: food.dining_hall, name: food.name } },
          )
        }}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-lg text-2xl leading-none focus-visible:outline-2 focus-visible:outline-emerald-600 ${
          isPressed ? 'text-amber-600' : 'text-slate-500 hover:text-amber-600'
        }`}
      >
        <span aria-hidden="true">{isPressed ? '★' : '☆'}</span>
      </button>
      {toggle.isError ? (
        <span role="alert" className="text-xs text-red-700">
          {errorMessageFor(toggle.error, { fallback: FAVOURITES_MESSAGES.starFailed })}
        </span>
      ) : null}
    </span>
  )
}
