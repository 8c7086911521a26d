import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

const MENU_STALE_MS = 5 * 60_000

export interface MenuKey {
  date: string
  hall: string
  meal: string
}

export const foodsKeys = {
  all: ['foods'] as const,
  byMenu: ({ date, hall, meal }: MenuKey) => ['foods', date, hall, meal] as const,
}

/** `GET /foods?dining_hall&meal_name&date`: one menu's items in menu order; cancelable (docs/product.md#calls). */
export function getFoods({ date, hall, meal }: MenuKey, signal?: AbortSignal) {
  return apiClient.get('/foods', (schemas) => schemas.FoodListSchema, {
    params: { dining_hall: hall, meal_name: meal, date },
    signal,
  })
}

export function useFoods(menu: MenuKey | null) {
  return useQuery({
    queryKey: foodsKeys.byMenu(menu ?? { date: '', hall: '', meal: '' }),
    queryFn: ({ signal }) => getFoods(menu ?? { date: '', hall: '', meal: '' }, signal),
    enabled: menu !== null,
    staleTime: MENU_STALE_MS,
  })
}
