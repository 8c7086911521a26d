import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/dom'
import { cleanup } from '@testing-library/preact'
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

// Preact's act() holds back renders and effects until it ends: a `waitFor` (or a user-event action)
// wrapped in it would wait for a render that only comes after it. Each event is still dispatched
// inside act() (the event wrapper), so what it changes is rendered before the next step.
configure({ asyncWrapper: (callback) => callback() })

// Preact runs effects, and the clean-ups of an unmounted tree, up to a frame (35 ms without
// requestAnimationFrame) after a render: the test waits them out, so none runs once the file's
// document is gone.
const PREACT_FRAME_MS = 50

afterEach(async () => {
  vi.useRealTimers()
  cleanup()
  await new Promise((resolve) => setTimeout(resolve, PREACT_FRAME_MS))
  forgetUnheardReport()
  window.localStorage.clear()
  vi.unstubAllGlobals()
})
