import { ReportsInbox } from '@/features/staff/components/reports-inbox'

export { ReportsInbox as Component }
