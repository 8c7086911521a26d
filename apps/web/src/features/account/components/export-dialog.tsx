import { EXPORT_FORMATS, type ExportFormat, type ExportSelections } from '@campusplate/shared'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useExportData } from '../api/export-data'
import { ACCOUNT_UI } from '../messages'
import { exportErrorMessage } from '../utils/account-errors'

const FORMAT_LABELS: Record<ExportFormat, string> = { json: 'JSON', csv: 'CSV', pdf: 'PDF report' }

const TYPES = [
  { key: 'weight', label: ACCOUNT_UI.exportWeight },
  { key: 'meals', label: ACCOUNT_UI.exportMeals },
  { key: 'profile', label: ACCOUNT_UI.exportProfile },
] as const satisfies ReadonlyArray<{ key: keyof ExportSelections; label: string }>

/** docs/product.md#account-actions Export */
export function ExportDialog({ onClose, onExported }: { onClose: () => void; onExported: (fileName: string) => void }) {
  const [format, setFormat] = useState<ExportFormat>('json')
  const [selections, setSelections] = useState<ExportSelections>({ weight: true, meals: true, profile: true })
  const exportData = useExportData()
  const hasSelection = selections.weight || selections.meals || selections.profile

  return (
    <Dialog title={ACCOUNT_UI.exportTitle} onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (hasSelection)
            exportData.mutate({ format, selections }, { onSuccess: ({ fileName }) => onExported(fileName) })
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{ACCOUNT_UI.exportFormat}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {EXPORT_FORMATS.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="export-format"
                  value={option}
                  checked={format === option}
                  onChange={() => setFormat(option)}
                  className="size-4 accent-emerald-700"
                />
                {FORMAT_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{ACCOUNT_UI.exportTypes}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {TYPES.map(({ key, label }) => (
              <label key={key} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={selections[key]}
                  onChange={(event) => setSelections((current) => ({ ...current, [key]: event.target.checked }))}
                  className="size-4 accent-emerald-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {exportData.isError ? <Alert>{exportErrorMessage(exportData.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {ACCOUNT_UI.cancel}
          </Button>
          <Button type="submit" disabled={!hasSelection || exportData.isPending} aria-busy={exportData.isPending}>
            {exportData.isPending ? ACCOUNT_UI.exporting : ACCOUNT_UI.exportButton}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
