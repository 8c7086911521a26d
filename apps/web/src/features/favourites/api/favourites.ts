import { type Favourite, type FavouriteCreate, favouriteIdentity } from '@campusplate/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export const favouritesKeys = { all: ['favourites'] as const }

export function getFavourites(signal?: AbortSignal) {
  return apiClient
    .get('/api/favourites', (schemas) => schemas.FavouritesResponseSchema, { signal })
    .then((answer) => answer.favourites)
}

export function useFavourites({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: favouritesKeys.all,
    queryFn: ({ signal }) => getFavourites(signal),
    enabled: isEnabled,
    meta: { isUserData: true },
  })
}

/** Same hall, same dish on any day. */
export function favouriteOf(favourites: readonly Favourite[] | undefined, food: { dining_hall: string; name: string }) {
  const identity = favouriteIdentity(food.dining_hall, food.name)
  return favourites?.find((favourite) => favouriteIdentity(favourite.dining_hall, favourite.name) === identity)
}

type ToggleInput = { star: FavouriteCreate } | { unstar: Favourite }

export function useToggleFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: ToggleInput): Promise<void> => {
      if ('star' in input) await apiClient.post('/api/favourites', (schemas) => schemas.FavouriteSchema, input.star)
      else
        await apiClient.delete(`/api/favourites/${encodeURIComponent(input.unstar.id)}`, (schemas) => schemas.OkSchema)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
  })
}
