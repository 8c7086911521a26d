import { Component, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** What a route shows instead of a blank page when it fails to render or its code fails to load. */
function RouteError() {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-sm text-slate-600">Please reload the page or go back to the start.</p>
      <Link to={paths.home.href()} className={`${buttonClasses()} mt-6`} reloadDocument>
        Back to start
      </Link>
    </div>
  )
}

interface BoundaryProps {
  children: ReactNode
  pathname: string
}

interface BoundaryState {
  failed: boolean
  pathname: string
}

/** React catches a render error only in a class component with `getDerivedStateFromError`. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname }

  // Another path starts afresh, as a new page would; the layouts around it stay mounted.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname }
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    // Logged for whoever debugs it; the person using the app gets a way back.
    console.error(error)
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}

/** The error boundary of a route: a render failure shows the error screen instead of a blank page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>
}
