import { Link, useRouteError } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** The error boundary of a route: a render failure shows this instead of a blank page. */
export function RouteError() {
  const error = useRouteError()
  // Logged for whoever debugs it; the person using the app gets a way back.
  console.error(error)
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
