/** The console's sections under /staff, each a lazy route of its own. */
export const staffPaths = {
  reports: { path: 'reports', href: () => '/staff/reports' },
  corrections: { path: 'corrections', href: () => '/staff/corrections' },
  audit: { path: 'audit', href: () => '/staff/audit' },
  coverage: { path: 'coverage', href: () => '/staff/coverage' },
  imports: { path: 'imports', href: () => '/staff/imports' },
  demand: { path: 'demand', href: () => '/staff/demand' },
} as const
