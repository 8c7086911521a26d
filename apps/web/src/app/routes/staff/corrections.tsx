import { StaffPlaceholder } from '@/features/staff/components/staff-placeholder'

export function CorrectionsRoute() {
  return <StaffPlaceholder title="Corrections" />
}

export { CorrectionsRoute as Component }
