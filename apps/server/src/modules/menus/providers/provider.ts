import type { Allergen, Nutrients, ServingWindow } from '@campusplate/shared'

/** A provider's normalised output (docs/product.md#menu-data): halls → meals (with windows) → stations → items. */
export interface ImportedItem {
  /** Stable across re-imports of the same day; derived from the vendor's ids or the item's place. */
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
  /**
   * Meals the source did not give this time (a menu type not published that week, a call that
   * failed): whatever the database holds for them on this date stays as it was, where a meal merely
   * missing from `meals` would be removed.
   */
  keptMeals?: string[]
}

/** What a provider may tell the import run while it fetches a day. */
export interface FetchContext {
  /**
   * A part of the day could not be read (one hall, say) and was left out, so that what the database
   * holds for it stays as it was. The run records the message and ends as partial.
   */
  warn(message: string): void
  /**
   * Something the run should show but that is no failure: a menu the vendor has not published for
   * that date (it answered 404). The run's status does not change.
   */
  note(message: string): void
}

export interface MenuProvider {
  readonly name: string
  /**
   * Every hall's menu for one campus date. Throws when the source answered with an error for the
   * whole day. A hall or meal whose answer was an error or malformed is reported through
   * `context.warn` and left out (a meal through `keptMeals`), never returned empty: an empty hall
   * day reads as "nothing served". One not published is reported through `context.note`.
   */
  fetchDay(date: string, context?: FetchContext): Promise<ImportedHallDay[]>
}
