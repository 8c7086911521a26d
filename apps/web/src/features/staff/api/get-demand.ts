import { DemandResponseSchema } from '@campusplate/shared/staff'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { StaffRangeParams } from '../hooks/use-staff-range'

export const demandKeys = { range: (params: StaffRangeParams) => ['staff', 'demand', params] as const }

/** `GET /api/staff/demand` */
export function getDemand(params: StaffRangeParams, signal?: AbortSignal) {
  return apiClient.get('/api/staff/demand', () => DemandResponseSchema, { params, signal })
}

export function useDemand(params: StaffRangeParams) {
  return useQuery({
    queryKey: demandKeys.range(params),
    queryFn: ({ signal }) => getDemand(params, signal),
    placeholderData: keepPreviousData,
  })
}
