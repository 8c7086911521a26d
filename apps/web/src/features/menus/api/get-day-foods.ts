import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { foodsKeys } from './get-foods'

const MENU_STALE_MS = 5 * 60_000

/** `GET /foods?date` (docs/product.md#calls): every hall's and meal's items of a day. */
export function getDayFoods(date: string, signal?: AbortSignal) {
  return apiClient.get('/foods', (schemas) => schemas.FoodListSchema, { params: { date }, signal })
}

export function useDayFoods(date: string | null) {
  return useQuery({
    queryKey: [...foodsKeys.all, date ?? '', 'whole-day'] as const,
    queryFn: ({ signal }) => getDayFoods(date ?? '', signal),
    enabled: date !== null,
    staleTime: MENU_STALE_MS,
  })
}
