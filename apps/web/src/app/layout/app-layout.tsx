import { Outlet } from 'react-router'
import { PlateDraftsProvider } from '@/features/plates/components/plate-drafts-provider'
import { identityKey, useAuth } from '@/lib/session/use-auth'
import { Header } from './header'

/** docs/product.md#routes; unsaved plate edits live here, so moving between screens keeps them. */
export function AppLayout() {
  const { state } = useAuth()
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
        <PlateDraftsProvider
          key={identityKey(state)}
          userId={state.status === 'authenticated' ? (state.user.user_id ?? null) : null}
        >
          <Outlet />
        </PlateDraftsProvider>
      </main>
    </div>
  )
}

export { AppLayout as Component }
