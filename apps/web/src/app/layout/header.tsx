import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { Logo } from '@/components/ui/logo'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { useAppConfig } from '@/lib/app-config'

export const DEFAULT_APP_TITLE = 'CampusPlate'

/**
 * Spec §2 header: title, university subtitle and logo. Guests and anonymous visitors see only a
 * Sign In button; the registered user's navigation arrives with sign-in.
 */
export function Header() {
  const { state } = useAuth()
  const config = useAppConfig()
  const title = config.data?.app_title ?? DEFAULT_APP_TITLE
  const showSignIn = state.status === 'guest' || state.status === 'unauthenticated'

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <Link
          to={paths.home.href()}
          className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          <Logo className="size-9 shrink-0" />
          <span className="min-w-0">
            <span className="block truncate text-lg leading-tight font-bold text-slate-900">{title}</span>
            {config.data?.university_name ? (
              <span className="block truncate text-xs text-slate-600">{config.data.university_name}</span>
            ) : null}
          </span>
        </Link>
        {showSignIn ? (
          <Link to={paths.login.href()} className={`${buttonClasses({ size: 'sm' })} shrink-0`}>
            Sign In
          </Link>
        ) : null}
      </div>
    </header>
  )
}
