import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { Link, NavLink } from '@/components/ui/link'
import { Logo } from '@/components/ui/logo'
import { paths } from '@/config/paths'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { UserSummary } from '@/features/auth/components/user-summary'
import { DEFAULT_APP_TITLE, useAppConfig } from '@/lib/app-config'
import { useAuth } from '@/lib/session/use-auth'

/** docs/product.md#header: the registered user's navigation; History reads 'Nutrition History' in the mobile menu. */
const NAV_LINKS = [
  { to: paths.dashboard.href(), label: 'Dashboard', mobileLabel: 'Dashboard' },
  { to: paths.favourites.href(), label: 'Favourites', mobileLabel: 'Favourites' },
  { to: paths.history.href(), label: 'History', mobileLabel: 'Nutrition History' },
  { to: paths.profile.href(), label: 'Profile', mobileLabel: 'Profile' },
  { to: paths.account.href(), label: 'Account', mobileLabel: 'Account' },
] as const

/** The dining team's console, listed only for accounts with the staff role. */
const STAFF_LINK = { to: paths.staff.href(), label: 'Dining team', mobileLabel: 'Dining team' } as const

const MOBILE_MENU_LABEL = 'Menu'

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600'

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium ${focusRing} ${
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-800 hover:bg-slate-100'
  }`

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {isOpen ? (
        <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      )}
    </svg>
  )
}

/** docs/product.md#header */
export function Header() {
  const { state } = useAuth()
  const navLinks = state.status === 'authenticated' && state.user.staff ? [...NAV_LINKS, STAFF_LINK] : NAV_LINKS
  const config = useAppConfig()
  const title = config.data?.app_title ?? DEFAULT_APP_TITLE
  const location = useLocation()
  const menuId = useId()
  // The mobile menu belongs to the page it was opened on: following a link closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null)
  const isMenuOpen = openOnPath === location.pathname
  const toggleRef = useRef<HTMLButtonElement>(null)
  // Escape closes the menu from anywhere on the page, so focus must go back to the toggle.
  useEffect(() => {
    if (!isMenuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOnPath(null)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [isMenuOpen])

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        {/* As tall as the menu toggle, its subtitle's line kept while the config loads: nothing below moves when they come. */}
        <Link to={paths.home.href()} className={`flex min-h-11 min-w-0 items-center gap-3 rounded-lg ${focusRing}`}>
          <Logo className="size-9 shrink-0" />
          <span className="min-w-0">
            <span className="block truncate text-lg leading-tight font-bold text-slate-900">{title}</span>
            <span className="block truncate text-xs text-slate-600">{config.data?.university_name || '\u00a0'}</span>
          </span>
        </Link>
        {state.status === 'authenticated' ? (
          <>
            <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
              {navLinks.map((link) => (
                <NavLink key={link.to} to={link.to} className={desktopLinkClasses}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <div className="hidden min-w-0 items-center gap-3 lg:flex">
              <div className="max-w-56 min-w-0">
                <UserSummary user={state.user} />
              </div>
              <SignOutButton />
            </div>
            <button
              ref={toggleRef}
              type="button"
              aria-label={MOBILE_MENU_LABEL}
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              onClick={() => setOpenOnPath(isMenuOpen ? null : location.pathname)}
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden ${focusRing}`}
            >
              <MenuIcon isOpen={isMenuOpen} />
            </button>
          </>
        ) : state.status === 'guest' || state.status === 'unauthenticated' ? (
          <Link to={paths.login.href()} className={`${buttonClasses({ size: 'sm' })} shrink-0`}>
            Sign In
          </Link>
        ) : null}
      </div>
      {state.status === 'authenticated' ? (
        <div id={menuId} hidden={!isMenuOpen} className="border-t border-slate-200 px-4 pt-3 pb-4 lg:hidden">
          <UserSummary user={state.user} />
          <nav aria-label="Mobile" className="mt-3">
            <ul className="space-y-1">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={mobileLinkClasses}>
                    {link.mobileLabel}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SignOutButton className="mt-3" />
        </div>
      ) : null}
    </header>
  )
}
