import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router'

/**
 * The app's links: an `<a>` with the router's own click handling (`useLinkClickHandler`: a plain
 * left click navigates in the page; a modified click, a middle click or a `target` leaves it to the
 * browser). React Router's `<Link>` also carries the framework mode's route prefetching and view
 * transitions, which this app does not use and which every page would download (decision 045).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app (`paths.x.href()`). */
  to: string
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
  /** A full page load instead of a navigation in the page (the error screen's way out). */
  reloadDocument?: boolean
}

export function Link({ to, replace, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target })
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented && !reloadDocument) navigate(event)
      }}
    />
  )
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Classes for the link, told whether it leads to the page shown (or one below it). */
  className: (state: { isActive: boolean }) => string
  children: ReactNode
}

/**
 * A link in a navigation bar: `aria-current="page"` and the active classes when its page is the one
 * shown or one below it, matched as React Router's `NavLink` does: case ignored, `/` only on itself.
 */
export function NavLink({ to, className, children, ...rest }: NavLinkProps) {
  const pathname = useLocation().pathname.toLowerCase()
  const linkPath = useResolvedPath(to).pathname.toLowerCase()
  // A page below the link's goes on with a slash: the one the link's path ends with, or the next character.
  const slashAt = linkPath !== '/' && linkPath.endsWith('/') ? linkPath.length - 1 : linkPath.length
  const isActive = pathname === linkPath || (pathname.startsWith(linkPath) && pathname.charAt(slashAt) === '/')
  return (
    <Link {...rest} to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined}>
      {children}
    </Link>
  )
}
