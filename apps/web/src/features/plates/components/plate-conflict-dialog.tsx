import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import type { PlateConflict } from '../hooks/use-plate'
import { PLATE_MESSAGES } from '../messages'
import { comparePlates, hasDifferences } from '../utils/plate-conflict'

function ItemList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

export function PlateConflictDialog({ conflict, isSaving }: { conflict: PlateConflict; isSaving: boolean }) {
  const differences = comparePlates(conflict.mine, conflict.saved)
  return (
    <Dialog
      title={PLATE_MESSAGES.conflictTitle}
      description={PLATE_MESSAGES.staleVersion}
      onClose={conflict.dismiss}
      initialFocus="dialog"
      backdropCloses
    >
      <div className="space-y-3">
        {hasDifferences(differences) ? (
          <>
            <ItemList
              title={PLATE_MESSAGES.conflictOnlyMine}
              items={differences.onlyMine.map((entry) => `${entry.name} × ${entry.quantity}`)}
            />
            <ItemList
              title={PLATE_MESSAGES.conflictOnlySaved}
              items={differences.onlySaved.map((entry) => `${entry.name} × ${entry.quantity}`)}
            />
            <ItemList
              title={PLATE_MESSAGES.conflictQuantities}
              items={differences.quantityChanges.map((change) =>
                PLATE_MESSAGES.conflictQuantity(change.name, change.mine, change.saved),
              )}
            />
          </>
        ) : (
          <p className="text-sm text-slate-700">{PLATE_MESSAGES.conflictSame}</p>
        )}
        <p className="text-sm text-slate-600">{PLATE_MESSAGES.mergeHint}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button onClick={conflict.keepMine} disabled={isSaving}>
            {PLATE_MESSAGES.keepMine}
          </Button>
          <Button variant="secondary" onClick={conflict.takeSaved} disabled={isSaving}>
            {PLATE_MESSAGES.takeSaved}
          </Button>
          <Button variant="secondary" onClick={conflict.merge} disabled={isSaving}>
            {PLATE_MESSAGES.mergePlates}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
