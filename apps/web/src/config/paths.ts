/** Route paths of spec §2 and their href builders. */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
} as const
