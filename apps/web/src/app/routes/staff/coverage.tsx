import { CoverageScreen } from '@/features/staff/components/coverage-screen'

export function CoverageRoute() {
  return <CoverageScreen />
}

export { CoverageRoute as Component }
