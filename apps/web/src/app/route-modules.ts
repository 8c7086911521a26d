import { paths } from '../config/paths'

const APP_LAYOUT = 'src/app/layout/app-layout.tsx'
const AUTH_LAYOUT = 'src/app/layout/auth-layout.tsx'

/**
 * The source modules (under apps/web) of each route's lazy screen, as `router.tsx` loads them: the
 * page, and the layout with the header around the signed-in area. The build writes for each route a
 * page that starts downloading them together with the entry (build-plugins/route-pages.ts), and
 * `npm run size` measures what they weigh.
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  [paths.login.path]: [AUTH_LAYOUT, 'src/app/routes/login.tsx'],
  [paths.register.path]: [AUTH_LAYOUT, 'src/app/routes/register.tsx'],
  [paths.forgotPassword.path]: [AUTH_LAYOUT, 'src/app/routes/forgot-password.tsx'],
  [paths.resetPassword.path]: [AUTH_LAYOUT, 'src/app/routes/reset-password.tsx'],
  [paths.authCallback.path]: ['src/app/routes/auth-callback.tsx'],
  [paths.privacy.path]: ['src/app/routes/privacy.tsx'],
  [paths.dashboard.path]: [APP_LAYOUT, 'src/app/routes/dashboard.tsx'],
  [paths.profile.path]: [APP_LAYOUT, 'src/app/routes/profile.tsx'],
  [paths.account.path]: [APP_LAYOUT, 'src/app/routes/account.tsx'],
  [paths.history.path]: [APP_LAYOUT, 'src/app/routes/history.tsx'],
  [paths.favourites.path]: [APP_LAYOUT, 'src/app/routes/favourites.tsx'],
  [paths.staff.path]: [APP_LAYOUT, 'src/app/routes/staff/staff-area.tsx'],
}

/**
 * The public pages whose HTML is made at build time and hydrated (decision 048), and the dashboard's
 * frame (decision 066): a visitor sees them before the JavaScript has run.
 */
export const PRERENDERED_ROUTES: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  paths.privacy.path,
  paths.dashboard.path,
]

/**
 * The routes only a signed-in user sees (router.tsx's RequireRegisteredUser): their pages ask for the
 * profile with the HTML, since every first screen of theirs waits for it (decision 072).
 */
export const SIGNED_IN_ROUTES: readonly string[] = [
  paths.profile.path,
  paths.account.path,
  paths.history.path,
  paths.favourites.path,
  paths.staff.path,
]
