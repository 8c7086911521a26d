import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * Focus for a form's failure message: each time `isFailed` turns true, the element given the ref
 * (an `Alert` with that ref is focusable) takes focus, so keyboard and screen-reader users land on
 * what went wrong instead of the page body. The send button stays focusable meanwhile
 * (`aria-disabled`, not `disabled`), so focus is never lost while the request runs.
 */
export function useFocusOnFailure(isFailed: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null)
  // External sync: moving the browser's focus, in the commit that shows the element (before it is painted).
  useLayoutEffect(() => {
    if (isFailed) ref.current?.focus()
  }, [isFailed])
  return ref
}
