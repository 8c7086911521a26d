import { type RefObject, useLayoutEffect, useRef } from 'react'

/** A chosen card unmounts and the browser would drop focus to the body, so the next heading to render takes it. */
export function useHeadingFocus(pending: RefObject<boolean> | undefined): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null)
  // Before paint, in the commit that shows the element.
  useLayoutEffect(() => {
    if (!pending?.current || !ref.current) return
    pending.current = false
    ref.current.focus()
  })
  return ref
}
