import { lazyModule } from '@/lib/lazy-module'

/** Loads with the shared schemas, beside the page's first call (decision 046). */
export const plateStorageSchemas = lazyModule(() => import('./plate-storage-schemas'))
