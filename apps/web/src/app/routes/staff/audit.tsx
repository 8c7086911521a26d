import { AuditLog } from '@/features/staff/components/audit-log'

export { AuditLog as Component }
