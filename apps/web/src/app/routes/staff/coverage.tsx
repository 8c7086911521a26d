import { StaffPlaceholder } from '@/features/staff/components/staff-placeholder'

export function CoverageRoute() {
  return <StaffPlaceholder title="Coverage" />
}

export { CoverageRoute as Component }
