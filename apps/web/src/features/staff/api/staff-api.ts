import { FoodItemSchema, type MenuReportStatus } from '@campusplate/shared'
import {
  type CorrectionCreate,
  CorrectionListSchema,
  CorrectionSchema,
  StaffAuditListSchema,
  StaffReportListSchema,
  type StaffReportUpdate,
} from '@campusplate/shared/staff'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiClient, apiRequest } from '@/lib/api-client'

export const staffKeys = {
  all: ['staff'] as const,
  reports: (filters: ReportFilters) => ['staff', 'reports', filters] as const,
  item: (id: string) => ['staff', 'item', id] as const,
  corrections: ['staff', 'corrections'] as const,
  audit: ['staff', 'audit'] as const,
}

export interface ReportFilters {
  status?: MenuReportStatus | undefined
  hall?: string | undefined
}

const OkSchema = z.object({ ok: z.literal(true) })

export function useStaffReports(filters: ReportFilters) {
  return useQuery({
    queryKey: staffKeys.reports(filters),
    queryFn: ({ signal }) =>
      apiClient.get('/api/staff/reports', () => StaffReportListSchema, {
        signal,
        params: { status: filters.status, hall: filters.hall },
      }),
    placeholderData: keepPreviousData,
  })
}

export function useStaffMenuItem(id: string | null) {
  return useQuery({
    queryKey: staffKeys.item(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/staff/menu-items/${encodeURIComponent(id ?? '')}`, () => FoodItemSchema, { signal }),
    enabled: id !== null,
  })
}

export function useCorrections() {
  return useQuery({
    queryKey: staffKeys.corrections,
    queryFn: ({ signal }) => apiClient.get('/api/staff/corrections', () => CorrectionListSchema, { signal }),
  })
}

export function useStaffAudit() {
  return useQuery({
    queryKey: staffKeys.audit,
    queryFn: ({ signal }) => apiClient.get('/api/staff/audit', () => StaffAuditListSchema, { signal }),
  })
}

/** Every staff answer may change after an action (the audit log always does). */
function useRefreshStaff() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all })
}

export function useAnswerReport() {
  const refresh = useRefreshStaff()
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: StaffReportUpdate }) =>
      apiRequest(`/api/staff/reports/${id}`, () => OkSchema, { method: 'PATCH', body: update }),
    onSuccess: refresh,
  })
}

export function useCreateCorrection() {
  const refresh = useRefreshStaff()
  return useMutation({
    mutationFn: (input: CorrectionCreate) => apiClient.post('/api/staff/corrections', () => CorrectionSchema, input),
    onSuccess: refresh,
  })
}

export function useUndoCorrection() {
  const refresh = useRefreshStaff()
  return useMutation({
    mutationFn: (id: number) => apiClient.post(`/api/staff/corrections/${id}/undo`, () => CorrectionSchema),
    onSuccess: refresh,
  })
}
