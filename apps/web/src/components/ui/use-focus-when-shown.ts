import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * Focus for a message that replaces the control that asked for it (a Save button that goes once
 * the card is saved, an edit form that closes): each time `message` appears while focus has
 * dropped to the page body, the element given the ref takes it. Focus left on a field stays there.
 */
export function useFocusWhenShown<T extends HTMLElement>(message: string | null): RefObject<T | null> {
  const ref = useRef<T>(null)
  // External sync: moving the browser's focus, in the commit that shows the message.
  useLayoutEffect(() => {
    if (message === null) return
    const active = document.activeElement
    if (active === null || active === document.body || !active.isConnected) ref.current?.focus()
  }, [message])
  return ref
}
