import { afterEach, beforeAll, vi } from 'vitest'
import { plateStorageSchemas } from '@/features/plates/utils/plate-storage-schema-loader'
import { loadSchemas } from '@/lib/schema-loader'
import { forgetUnheardReport } from '@/lib/unauthorized'

// A pure test file runs in node (README, "Test it"): the DOM's matchers, polyfills and clean-up
// are loaded only where there is a DOM.
const dom = typeof document === 'undefined' ? null : await import('./setup-dom')

// The schemas load beside a page's first call (decision 046). Tests start with them here, as a page
// has them once its first answer has come; the tests of the wait itself reset them.
beforeAll(async () => {
  await Promise.all([loadSchemas(), plateStorageSchemas.load()])
})

afterEach(() => {
  vi.useRealTimers()
  dom?.cleanup()
  forgetUnheardReport()
  dom?.clearStorage()
  vi.unstubAllGlobals()
})
