import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/** A slow page may still be loading its data or, on a first visit over a slow connection, its screen's code. */
const HEADING_WAIT_MS = 10_000

/** A lazy page may replace its heading while it loads, so the newest h1 takes focus again while focus is on the body. */
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

/** A single-page app changes screens without a page load, so focus and an announcement tell keyboard and screen-reader users. */
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
