import { CoverageResponseSchema } from '@campusplate/shared/staff'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient, buildUrl } from '@/lib/api-client'
import type { StaffRangeParams } from '../hooks/use-staff-range'

export const coverageKeys = { range: (params: StaffRangeParams) => ['staff', 'coverage', params] as const }

/** `GET /api/staff/coverage` */
export function getCoverage(params: StaffRangeParams, signal?: AbortSignal) {
  return apiClient.get('/api/staff/coverage', () => CoverageResponseSchema, { params, signal })
}

export function useCoverage(params: StaffRangeParams) {
  return useQuery({
    queryKey: coverageKeys.range(params),
    queryFn: ({ signal }) => getCoverage(params, signal),
    placeholderData: keepPreviousData,
  })
}

/** The CSV of the same range, downloaded by the browser itself (the answer names the file). */
export function coverageCsvUrl(params: StaffRangeParams): string {
  return buildUrl('/api/staff/coverage.csv', params)
}
