import type { MenuReportCreate } from '@campusplate/shared'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** `POST /api/menu-reports`: "Report a problem" on a menu item. */
export function sendMenuReport(body: MenuReportCreate) {
  return apiClient.post('/api/menu-reports', (schemas) => schemas.MenuReportCreatedSchema, body)
}

export function useSendMenuReport() {
  return useMutation({ mutationFn: sendMenuReport })
}
