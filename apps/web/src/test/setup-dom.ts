import '@testing-library/jest-dom/vitest'

export { cleanup } from '@testing-library/react'

// jsdom has no modal dialogs: opening marks the element open, as the browser does.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false
}

export function clearStorage(): void {
  window.localStorage.clear()
}
