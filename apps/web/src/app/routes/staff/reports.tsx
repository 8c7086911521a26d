import { StaffPlaceholder } from '@/features/staff/components/staff-placeholder'

export function ReportsRoute() {
  return <StaffPlaceholder title="Reports" />
}

export { ReportsRoute as Component }
