import { CorrectionsList } from '@/features/staff/components/corrections-list'

export { CorrectionsList as Component }
