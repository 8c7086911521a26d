import { LoginPanel } from '@/features/auth/components/login-panel'

/** docs/product.md#routes /login (reads ?expired=1 itself). */
export function LoginRoute() {
  return <LoginPanel />
}

export { LoginRoute as Component }
