import { useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** `GET /api/menu-reports/mine?date=`: the dining team's answers to the student's own reports, by item of the date. */
export function useMyReportAnswers(date: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: ['menu-reports', 'mine', date],
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/menu-reports/mine', (schemas) => schemas.MyMenuAnswersSchema, { signal, params: { date } })
        .then((answer) => answer.answers),
    enabled: isEnabled,
    meta: { isUserData: true },
  })
}
