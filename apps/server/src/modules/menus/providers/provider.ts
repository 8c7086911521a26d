import type { Allergen, Nutrients, ServingWindow } from '@campusplate/shared'

/** docs/product.md#menu-data */
export interface ImportedItem {
  /** Stable across re-imports of the same day. */
  id: string
  name: string
  description?: string | undefined
  portionSize: string
  labels: string[]
  allergens: Allergen[]
  mayContain: Allergen[]
  ingredients: string[]
  nutrients: Nutrients
}

export interface ImportedStation {
  name: string
  description?: string | undefined
  items: ImportedItem[]
}

export interface ImportedMeal {
  name: string
  window: ServingWindow
  stations: ImportedStation[]
}

export interface ImportedHallDay {
  hall: { id: string; name: string; position?: number }
  date: string
  meals: ImportedMeal[]
  /** Meals the source did not give this time keep what the database holds; a meal merely missing from `meals` is removed. */
  keptMeals?: string[]
}

export interface FetchContext {
  /** The part left out keeps what the database holds; the run ends as partial. */
  warn(message: string): void
  /** No failure (a menu not published for the date); the run's status does not change. */
  note(message: string): void
}

export interface MenuProvider {
  readonly name: string
  /** Throws when the whole day failed; a failed hall is warned and left out, never returned empty, which reads as "nothing served". */
  fetchDay(date: string, context?: FetchContext): Promise<ImportedHallDay[]>
}
