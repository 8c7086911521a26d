import { staffPaths } from './paths'

/** The console's sections, in the order its navigation lists them. */
export const STAFF_SECTIONS = [
  { href: staffPaths.reports.href(), label: 'Reports' },
  { href: staffPaths.corrections.href(), label: 'Corrections' },
  { href: staffPaths.audit.href(), label: 'Audit log' },
  { href: staffPaths.coverage.href(), label: 'Coverage' },
  { href: staffPaths.imports.href(), label: 'Imports' },
  { href: staffPaths.demand.href(), label: 'Demand' },
] as const
