import { type RefObject, useLayoutEffect, useRef } from 'react'

/** Keyboard and screen-reader users land on what went wrong instead of the page body. */
export function useFocusOnFailure(isFailed: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null)
  // Before paint, in the commit that shows the element.
  useLayoutEffect(() => {
    if (isFailed) ref.current?.focus()
  }, [isFailed])
  return ref
}
