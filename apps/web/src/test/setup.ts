import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import { plateStorageSchemas } from '@/features/plates/utils/plate-storage-schema-loader'
import { loadSchemas } from '@/lib/schema-loader'
import { forgetUnheardReport } from '@/lib/unauthorized'

// jsdom has no modal dialogs: opening marks the element open, as the browser does.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false
}

// The schemas load beside a page's first call (decision 046). Tests start with them here, as a page
// has them once its first answer has come; the tests of the wait itself reset them.
beforeAll(async () => {
  await Promise.all([loadSchemas(), plateStorageSchemas.load()])
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  forgetUnheardReport()
  window.localStorage.clear()
  vi.unstubAllGlobals()
})
