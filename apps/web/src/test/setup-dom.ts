import '@testing-library/jest-dom/vitest'

export { cleanup } from '@testing-library/react'

// jsdom has no modal dialogs: as a browser does, opening moves focus in and Escape cancels the top one.
const modals = new WeakSet<HTMLDialogElement>()
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]'
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError')
  this.open = true
  modals.add(this)
  this.querySelector<HTMLElement>(FOCUSABLE)?.focus()
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false
  modals.delete(this)
}
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return
  const top = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).findLast((dialog) =>
    modals.has(dialog),
  )
  if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
})

export function clearStorage(): void {
  window.localStorage.clear()
}
