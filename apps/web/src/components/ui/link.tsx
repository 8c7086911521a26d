import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router'

/** React Router's `<Link>` brings prefetching and view transitions this app does not use (decision 045). */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
  replace?: boolean
  /** The error screen's way out. */
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
  className: (state: { isActive: boolean }) => string
  children: ReactNode
}

/** Matched as React Router's `NavLink` does: case ignored, `/` only on itself. */
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
