import { useEffect } from 'react'
import { useAppConfig } from '@/lib/app-config'

/** Keeps the browser tab title in step with the configured product title. */
export function useDocumentTitle() {
  const title = useAppConfig().data?.app_title
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
