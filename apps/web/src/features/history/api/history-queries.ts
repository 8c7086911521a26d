import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export interface HistoryRange {
  start: string
  end: string
}

export const historyKeys = {
  all: ['history'] as const,
  summary: (range: HistoryRange) => ['history', 'summary', range.start, range.end] as const,
  foodMacros: (range: HistoryRange) => ['history', 'food-macros', range.start, range.end] as const,
  weight: (range: HistoryRange) => ['history', 'weight', range.start, range.end] as const,
  micronutrients: (range: HistoryRange) => ['history', 'micronutrients', range.start, range.end] as const,
}

const params = (range: HistoryRange) => ({ start_date: range.start, end_date: range.end })

/** docs/product.md#calls */
export function usePlateSummary(range: HistoryRange) {
  return useQuery({
    queryKey: historyKeys.summary(range),
    queryFn: ({ signal }) =>
      apiClient.get('/api/plate/summary', (schemas) => schemas.PlateSummarySchema, { params: params(range), signal }),
    meta: { isUserData: true },
  })
}

/** docs/product.md#calls */
export function useFoodMacros(range: HistoryRange) {
  return useQuery({
    queryKey: historyKeys.foodMacros(range),
    queryFn: ({ signal }) =>
      apiClient.get('/api/plate/food-macros', (schemas) => schemas.FoodMacrosResponseSchema, {
        params: params(range),
        signal,
      }),
    meta: { isUserData: true },
  })
}

/** docs/product.md#calls */
export function useWeightLog(range: HistoryRange) {
  return useQuery({
    queryKey: historyKeys.weight(range),
    queryFn: ({ signal }) =>
      apiClient.get('/api/weight-log', (schemas) => schemas.WeightLogListSchema, { params: params(range), signal }),
    meta: { isUserData: true },
  })
}

export function useMicronutrients(range: HistoryRange) {
  return useQuery({
    queryKey: historyKeys.micronutrients(range),
    queryFn: ({ signal }) =>
      apiClient.get('/api/plate/micronutrients', (schemas) => schemas.MicronutrientSummarySchema, {
        params: params(range),
        signal,
      }),
    meta: { isUserData: true },
  })
}
