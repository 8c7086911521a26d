import { StaffPlaceholder } from '@/features/staff/components/staff-placeholder'

export function DemandRoute() {
  return <StaffPlaceholder title="Demand" />
}

export { DemandRoute as Component }
