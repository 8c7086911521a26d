import { StaffPlaceholder } from '@/features/staff/components/staff-placeholder'

export function AuditRoute() {
  return <StaffPlaceholder title="Audit" />
}

export { AuditRoute as Component }
