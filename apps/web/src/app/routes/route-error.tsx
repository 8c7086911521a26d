import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'

/** Instead of a blank page when the route fails to render or its code fails to load. */
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
  /** Each navigation is a new one. */
  locationKey: string
  onError?: () => void
}

interface BoundaryState {
  failed: boolean
  locationKey: string
}

/** React catches a render error only in a class component with `getDerivedStateFromError`. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, locationKey: this.props.locationKey }

  // A navigation starts afresh, as a new page would; the layouts around the route stay mounted.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey }
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    // Logged for whoever debugs it; the person using the app gets a way back.
    console.error(error)
    this.props.onError?.()
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}

export function RouteErrorBoundary({ children, onError }: { children: ReactNode; onError?: () => void }) {
  const { key } = useLocation()
  return (
    <ErrorBoundary locationKey={key} onError={onError}>
      {children}
    </ErrorBoundary>
  )
}
