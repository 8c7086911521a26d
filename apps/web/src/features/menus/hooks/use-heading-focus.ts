import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * A one-shot request to focus the next section heading. A hall or meal card unmounts once chosen,
 * and the browser would drop its focus to the page body; `pending` is set by the choice and taken
 * by whichever heading renders next (the meal cards' or the menu's).
 */
export function useHeadingFocus(pending: RefObject<boolean> | undefined): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null)
  // External sync: moving the browser's focus, in the commit that shows the element (before it is painted).
  useLayoutEffect(() => {
    if (!pending?.current || !ref.current) return
    pending.current = false
    ref.current.focus()
  })
  return ref
}
