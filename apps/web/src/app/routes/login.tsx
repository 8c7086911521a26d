import { LoginPanel } from '@/features/auth/components/login-panel'

/** Spec §2 /login (reads ?expired=1 itself). */
export function LoginRoute() {
  return <LoginPanel />
}

export { LoginRoute as Component }
