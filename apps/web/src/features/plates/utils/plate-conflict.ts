import type { PlateEntry } from './plate-entries'

export interface QuantityChange {
  foodId: string
  name: string
  mine: number
  saved: number
}

export interface PlateDifferences {
  onlyMine: PlateEntry[]
  onlySaved: PlateEntry[]
  quantityChanges: QuantityChange[]
}

export function comparePlates(mine: readonly PlateEntry[], saved: readonly PlateEntry[]): PlateDifferences {
  const savedById = new Map(saved.map((entry) => [entry.foodId, entry]))
  const mineIds = new Set(mine.map((entry) => entry.foodId))
  const quantityChanges: QuantityChange[] = []
  for (const entry of mine) {
    const other = savedById.get(entry.foodId)
    if (other && other.quantity !== entry.quantity) {
      quantityChanges.push({ foodId: entry.foodId, name: entry.name, mine: entry.quantity, saved: other.quantity })
    }
  }
  return {
    onlyMine: mine.filter((entry) => !savedById.has(entry.foodId)),
    onlySaved: saved.filter((entry) => !mineIds.has(entry.foodId)),
    quantityChanges,
  }
}

export function hasDifferences({ onlyMine, onlySaved, quantityChanges }: PlateDifferences): boolean {
  return onlyMine.length + onlySaved.length + quantityChanges.length > 0
}

/** An item on both keeps the larger quantity: eating it twice is not what either plate says. */
export function mergePlates(mine: readonly PlateEntry[], saved: readonly PlateEntry[]): PlateEntry[] {
  const savedById = new Map(saved.map((entry) => [entry.foodId, entry]))
  const mineIds = new Set(mine.map((entry) => entry.foodId))
  const merged = mine.map((entry) => {
    const other = savedById.get(entry.foodId)
    return other && other.quantity > entry.quantity ? other : entry
  })
  return [...merged, ...saved.filter((entry) => !mineIds.has(entry.foodId))]
}
