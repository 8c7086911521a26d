/** Why a change made on the Account screen signed the user out. */
export type SignedOutReason = 'email-changed' | 'account-deleted'

/** Route paths of docs/product.md#routes and their href builders. */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: {
    path: '/login',
    /**
     * docs/product.md#routes: `?expired=1` when a session that had been authenticated expired; `?signed-out=…`
     * says why an account's own change signed it out (an e-mail change, a deletion).
     */
    href: ({ isExpired = false, reason }: { isExpired?: boolean; reason?: SignedOutReason } = {}) =>
      isExpired ? '/login?expired=1' : reason ? `/login?signed-out=${reason}` : '/login',
  },
  register: { path: '/register', href: () => '/register' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  authCallback: { path: '/auth/callback', href: () => '/auth/callback' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  history: { path: '/history', href: () => '/history' },
  favourites: { path: '/favourites', href: () => '/favourites' },
  profile: { path: '/profile', href: () => '/profile' },
  account: { path: '/account', href: () => '/account' },
  /** The dining team's console; its sections' paths are the console's own (features/staff/paths.ts). */
  staff: { path: '/staff', href: () => '/staff' },
} as const

/** Server paths the browser navigates to (full page loads, not fetch calls). */
export const serverPaths = {
  /** docs/product.md#calls: navigation to /auth/google/login starts third-party sign-in. */
  googleLogin: '/auth/google/login',
} as const
