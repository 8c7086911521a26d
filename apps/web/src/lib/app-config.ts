import { queryOptions, useQuery } from '@tanstack/react-query'
import { BRAND } from '@/config/brand'
import { apiClient } from './api-client'

/**
 * `GET /api/app-config`: branding, the campus zone and the campus "today". Read by the app shell
 * (header, login) and handed to features as props, so it lives below the features.
 */
/** The product name until the app config (APP_TITLE) has arrived. */
export const DEFAULT_APP_TITLE = BRAND.name

export const appConfigKeys = {
  all: ['app-config'] as const,
}

export function getAppConfig(signal?: AbortSignal) {
  return apiClient.get('/api/app-config', (schemas) => schemas.AppConfigSchema, { signal })
}

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigKeys.all,
  queryFn: ({ signal }) => getAppConfig(signal),
  staleTime: 5 * 60_000,
})

export function useAppConfig() {
  return useQuery(appConfigQueryOptions)
}
