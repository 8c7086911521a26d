import { RegisterPanel } from '@/features/auth/components/register-panel'

/** Spec §2 /register. */
export function RegisterRoute() {
  return <RegisterPanel />
}

export { RegisterRoute as Component }
