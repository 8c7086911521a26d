import { ImportsResponseSchema } from '@campusplate/shared/staff'
import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export const importsKeys = { all: ['staff', 'imports'] as const }

/** `GET /api/staff/imports` */
export function getImports(signal?: AbortSignal) {
  return apiClient.get('/api/staff/imports', () => ImportsResponseSchema, { signal })
}

export function useImports() {
  return useQuery({ queryKey: importsKeys.all, queryFn: ({ signal }) => getImports(signal) })
}
