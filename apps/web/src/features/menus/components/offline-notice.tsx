import { MENU_MESSAGES } from '../messages'

/** Shown (and announced) instead of a spinner while a menu load waits for the network. */
export function OfflineNotice() {
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-4 text-center text-sm text-amber-900">
      {MENU_MESSAGES.offline}
    </p>
  )
}
