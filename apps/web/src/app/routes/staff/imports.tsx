import { ImportsScreen } from '@/features/staff/components/imports-screen'

export function ImportsRoute() {
  return <ImportsScreen />
}

export { ImportsRoute as Component }
