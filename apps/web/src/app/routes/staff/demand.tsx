import { DemandScreen } from '@/features/staff/components/demand-screen'

export function DemandRoute() {
  return <DemandScreen />
}

export { DemandRoute as Component }
