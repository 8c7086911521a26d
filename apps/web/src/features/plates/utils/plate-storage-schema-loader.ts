import { lazyModule } from '@/lib/lazy-module'

/**
 * The schemas of the plate's records on the device (plate-storage-schemas.ts), which load with the
 * shared schemas, beside the page's first call (decision 046).
 */
export const plateStorageSchemas = lazyModule(() => import('./plate-storage-schemas'))
