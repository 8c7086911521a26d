import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * How long a slow page may take to show its heading: one still loading its data, or, on a first
 * visit over a slow connection, still downloading its screen's code.
 */
const HEADING_WAIT_MS = 10_000

/**
 * Focuses the page's h1 once it is shown, unless the person has meanwhile put focus somewhere
 * else. A page that loads lazily may replace its heading while it loads (a loading state, then the
 * screen): while focus has fallen back to the body, the newest h1 takes it again, for a short while.
 * Returns the clean-up for a navigation that comes before the heading does.
 */
function focusPageHeading(): () => void {
  const focusedBefore = document.activeElement
  let focused: HTMLElement | null = null
  /** False once the person has put focus somewhere of their own. */
  const tryFocus = (): boolean => {
    const active = document.activeElement
    const isOurs = active === null || active === document.body || active === focusedBefore || active === focused
    if (!isOurs) return false
    if (focused?.isConnected && active === focused) return true
    const heading = document.querySelector('h1')
    if (!heading) return true
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus()
    focused = heading
    return true
  }
  tryFocus()
  const observer = new MutationObserver(() => {
    if (!tryFocus()) observer.disconnect()
  })
  observer.observe(document.body, { childList: true, subtree: true })
  const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS)
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}

/**
 * A single-page app changes screens without a page load, so nothing tells a keyboard or
 * screen-reader user that the page changed. On each route change (not the first page) focus moves
 * to the new page's h1 and the page's title is announced.
 */
export function RouteFocus({ pageTitle }: { pageTitle: string | undefined }) {
  const { pathname } = useLocation()
  const [seenPath, setSeenPath] = useState(pathname)
  const [hasNavigated, setHasNavigated] = useState(false)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setHasNavigated(true)
  }
  const firstPath = useRef(pathname)

  // External sync: moving the browser's focus.
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = ''
    return focusPageHeading()
  }, [pathname])

  return (
    // A live region without a role, so the page's own status messages stay the only `status`.
    <p aria-live="polite" aria-atomic="true" data-testid="route-announcer" className="sr-only">
      {hasNavigated && pageTitle ? pageTitle : null}
    </p>
  )
}
