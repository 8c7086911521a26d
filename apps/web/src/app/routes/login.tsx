import { Link, Navigate } from 'react-router'
import { Logo } from '@/components/ui/logo'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { LoginPanel } from '@/features/auth/components/login-panel'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_APP_TITLE } from '../layout/header'
import { useDocumentTitle } from '../use-document-title'

/** Spec §2: /login redirects to /dashboard when a user is signed in. */
export function LoginRoute() {
  useDocumentTitle()
  const { state } = useAuth()
  const config = useAppConfig()
  if (state.status === 'authenticated') return <Navigate to={paths.dashboard.href()} replace />

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <Link
        to={paths.home.href()}
        className="flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <Logo className="size-10" />
        <span>
          <span className="block text-xl font-bold text-slate-900">{config.data?.app_title ?? DEFAULT_APP_TITLE}</span>
          {config.data?.university_name ? (
            <span className="block text-sm text-slate-600">{config.data.university_name}</span>
          ) : null}
        </span>
      </Link>
      {state.status === 'loading' ? <Spinner /> : <LoginPanel />}
    </main>
  )
}
