import { RegisterPanel } from '@/features/auth/components/register-panel'

/** docs/product.md#registration /register. */
export function RegisterRoute() {
  return <RegisterPanel />
}

export { RegisterRoute as Component }
