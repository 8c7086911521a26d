import type { AppInstance } from '../../app-types'
import { staffAuditRoutes } from './staff-audit.routes'
import { staffCorrectionsRoutes } from './staff-corrections.routes'
import { staffCoverageRoutes } from './staff-coverage.routes'
import { staffDemandRoutes } from './staff-demand.routes'
import { staffImportsRoutes } from './staff-imports.routes'
import { staffReportsRoutes } from './staff-reports.routes'

/**
 * Every `/api/staff/…` call, behind one role check: the hook runs on each route registered in this
 * plugin, before its body is read (401 without a session, 403 for a student). A new section's routes
 * are registered here.
 */
export async function staffRoutes(app: AppInstance) {
  app.addHook('onRequest', app.requireStaff)
  await app.register(staffAuditRoutes)
  await app.register(staffReportsRoutes)
  await app.register(staffCorrectionsRoutes)
  await app.register(staffCoverageRoutes)
  await app.register(staffImportsRoutes)
  await app.register(staffDemandRoutes)
}
