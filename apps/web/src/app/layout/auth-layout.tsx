import { Navigate, Outlet } from 'react-router'
import { Link } from '@/components/ui/link'
import { Logo } from '@/components/ui/logo'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { DEFAULT_APP_TITLE, useAppConfig } from '@/lib/app-config'
import { wasAuthenticatedStorage } from '@/lib/session/session-storage'
import { useAuth } from '@/lib/session/use-auth'
import { useStoredValue } from '@/lib/use-stored-value'

/** Waits for the profile probe only where this device recorded a session; anyone else sees the form at once (docs/decisions/047). */
export function AuthLayout() {
  const { state } = useAuth()
  const config = useAppConfig()
  // Read as a hook: the prerendered page knows nothing stored, and hydration starts from that.
  const wasAuthenticated = useStoredValue(wasAuthenticatedStorage)
  if (state.status === 'authenticated') return <Navigate to={paths.dashboard.href()} replace />
  const isAwaitingSession = state.status === 'loading' && wasAuthenticated === true

  return (
    // Top-aligned: a message appearing in the card grows it downwards only, so the fields being used never move.
    <main className="flex min-h-dvh flex-col items-center gap-6 px-4 py-8 sm:py-16">
      <Link
        to={paths.home.href()}
        className="flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <Logo className="size-10" />
        <span>
          <span className="block text-xl font-bold text-slate-900">{config.data?.app_title ?? DEFAULT_APP_TITLE}</span>
          {/* Its line is kept while the config is on its way, so the card below does not move when it comes. */}
          <span className="block text-sm text-slate-600">{config.data?.university_name || '\u00a0'}</span>
        </span>
      </Link>
      {isAwaitingSession ? <Spinner /> : <Outlet />}
      <Link
        to={paths.privacy.href()}
        className="inline-flex min-h-8 items-center rounded px-2 text-xs text-slate-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        Privacy Policy
      </Link>
    </main>
  )
}

export { AuthLayout as Component }
