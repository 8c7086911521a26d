import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import { apiClient, type SchemaPick } from '@/lib/api-client'

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

/** One of the screen's calls over a period, as a query the screen and its early ask (decision 070) share. */
function periodQuery<Key extends readonly unknown[], Schema extends z.ZodMiniType>(
  queryKey: Key,
  path: string,
  pick: SchemaPick<Schema>,
  range: HistoryRange,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      apiClient.get(path, pick, { params: { start_date: range.start, end_date: range.end }, signal }),
    meta: { isUserData: true },
  })
}

/** docs/product.md#calls */
export const historyQueries = {
  summary: (range: HistoryRange) =>
    periodQuery(historyKeys.summary(range), '/api/plate/summary', (schemas) => schemas.PlateSummarySchema, range),
  foodMacros: (range: HistoryRange) =>
    periodQuery(
      historyKeys.foodMacros(range),
      '/api/plate/food-macros',
      (schemas) => schemas.FoodMacrosResponseSchema,
      range,
    ),
  weight: (range: HistoryRange) =>
    periodQuery(historyKeys.weight(range), '/api/weight-log', (schemas) => schemas.WeightLogListSchema, range),
  micronutrients: (range: HistoryRange) =>
    periodQuery(
      historyKeys.micronutrients(range),
      '/api/plate/micronutrients',
      (schemas) => schemas.MicronutrientSummarySchema,
      range,
    ),
}

export const usePlateSummary = (range: HistoryRange) => useQuery(historyQueries.summary(range))
export const useFoodMacros = (range: HistoryRange) => useQuery(historyQueries.foodMacros(range))
export const useWeightLog = (range: HistoryRange) => useQuery(historyQueries.weight(range))
export const useMicronutrients = (range: HistoryRange) => useQuery(historyQueries.micronutrients(range))
