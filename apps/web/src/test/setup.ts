import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/dom'
import { cleanup } from '@testing-library/preact'
import { afterEach, vi } from 'vitest'
import { forgetUnheardReport } from '@/lib/unauthorized'

// jsdom has no modal dialogs: opening marks the element open, as the browser does.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false
}

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
