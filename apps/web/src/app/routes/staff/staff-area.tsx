import { STAFF_AREA_MESSAGES } from '@campusplate/shared/staff'
import { Navigate, type RouteObject, useRoutes } from 'react-router'
import { NavLink } from '@/components/ui/link'
import { staffPaths } from '@/features/staff/paths'
import { STAFF_SECTIONS } from '@/features/staff/sections'
import { useAuth } from '@/lib/session/use-auth'
import { lazyRoute } from '../../router'

/** The sections, relative to /staff; each loads its own code when opened. */
const STAFF_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to={staffPaths.reports.href()} replace /> },
  { path: staffPaths.reports.path, ...lazyRoute(() => import('./reports')) },
  { path: staffPaths.corrections.path, ...lazyRoute(() => import('./corrections')) },
  { path: staffPaths.audit.path, ...lazyRoute(() => import('./audit')) },
  { path: staffPaths.coverage.path, ...lazyRoute(() => import('./coverage')) },
  { path: staffPaths.imports.path, ...lazyRoute(() => import('./imports')) },
  { path: staffPaths.demand.path, ...lazyRoute(() => import('./demand')) },
  { path: '*', element: <Navigate to={staffPaths.reports.href()} replace /> },
]

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600'

const sectionLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `block shrink-0 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${focusRing} ${
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`

/** What a student who opens the console reads: the server would refuse every call anyway. */
function ForTheDiningTeam() {
  return (
    <div className="mx-auto max-w-xl py-8">
      <h1 className="text-2xl font-bold text-slate-900">{STAFF_AREA_MESSAGES.title}</h1>
      <p className="mt-3 text-slate-700">{STAFF_AREA_MESSAGES.notStaff}</p>
      <p className="mt-2 text-sm text-slate-600">{STAFF_AREA_MESSAGES.notStaffHelp}</p>
    </div>
  )
}

/** The dining team's console: its sections' navigation beside the open section. Only staff see it. */
export function StaffArea() {
  const { state } = useAuth()
  const section = useRoutes(STAFF_ROUTES)
  if (state.status !== 'authenticated' || !state.user.staff) return <ForTheDiningTeam />
  return (
    <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8">
      <nav aria-label={STAFF_AREA_MESSAGES.title} className="mb-4 lg:mb-0">
        <p className="mb-2 hidden text-xs font-semibold tracking-wide text-slate-600 uppercase lg:block">
          {STAFF_AREA_MESSAGES.title}
        </p>
        <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:block lg:space-y-1 lg:overflow-visible lg:px-0">
          {STAFF_SECTIONS.map((section) => (
            <li key={section.href}>
              <NavLink to={section.href} className={sectionLinkClasses}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">{section}</div>
    </div>
  )
}

export { StaffArea as Component }
