import { queryOptions, useQuery } from '@tanstack/react-query'
import { BRAND } from '@/config/brand'
import { apiClient } from './api-client'

/** Read by the app shell and handed to features as props, so it lives below the features. */
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
