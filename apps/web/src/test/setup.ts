import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { forgetUnheardReport } from '@/lib/unauthorized'

// jsdom has no modal dialogs: opening marks the element open, as the browser does.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false
}

afterEach(() => {
  cleanup()
  forgetUnheardReport()
  window.localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})
