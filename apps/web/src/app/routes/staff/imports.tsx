import { StaffPlaceholder } from '@/features/staff/components/staff-placeholder'

export function ImportsRoute() {
  return <StaffPlaceholder title="Imports" />
}

export { ImportsRoute as Component }
