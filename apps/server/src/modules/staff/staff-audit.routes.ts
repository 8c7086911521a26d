import { STAFF_AUDIT_PAGE_SIZE, StaffAuditListSchema } from '@campusplate/shared/staff'
import type { AppInstance } from '../../app-types'
import { errorResponses } from '../../lib/route-schema'
import { listStaffActions } from './staff-audit'

export async function staffAuditRoutes(app: AppInstance) {
  app.get(
    '/api/staff/audit',
    {
      schema: {
        tags: ['staff'],
        summary: 'The audit log of the dining team’s actions, newest first',
        response: { 200: StaffAuditListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ entries: await listStaffActions(app.db, STAFF_AUDIT_PAGE_SIZE) }),
  )
}
