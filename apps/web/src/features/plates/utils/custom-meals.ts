import { type CustomMealValues, DEFAULT_PORTION_SIZE } from '@campusplate/shared'
import type { z } from 'zod/mini'
import { userStorageKey } from '@/lib/local-user-data'
import { randomId } from '@/lib/random-id'
import { createStorageItem, type StorageItem } from '@/lib/storage'
import { plateStorageSchemas } from './plate-storage-schema-loader'
import type { CustomMealSchema } from './plate-storage-schemas'

/** docs/product.md#custom-meal */
export type CustomMeal = z.infer<typeof CustomMealSchema>

export type CustomMealStorage = StorageItem<CustomMeal[]>

const storages = new Map<string, CustomMealStorage>()

/** docs/product.md#custom-meal: keyed by user id so each account on a shared browser keeps its own; a bad entry is skipped. */
export function customMealsStorage(userId: string | null = null): CustomMealStorage {
  const key = userId ? userStorageKey(userId, 'customMeals') : 'customMeals'
  let storage = storages.get(key)
  if (!storage) {
    storage = createStorageItem(key, {
      current: () => plateStorageSchemas.current()?.CustomMealListSchema ?? null,
      load: () => plateStorageSchemas.load().then((module) => module.CustomMealListSchema),
    })
    storages.set(key, storage)
  }
  return storage
}

export function createCustomMeal(values: CustomMealValues): CustomMeal {
  return { id: `custom-${randomId()}`, portionSize: DEFAULT_PORTION_SIZE, ...values }
}

function isSameMeal(a: CustomMealValues, b: CustomMealValues): boolean {
  return (
    a.name.toLocaleLowerCase() === b.name.toLocaleLowerCase() &&
    a.calories === b.calories &&
    a.protein === b.protein &&
    a.carbs === b.carbs &&
    a.totalFat === b.totalFat
  )
}

/** Re-entering a saved meal returns it instead of piling up duplicates. */
export function rememberCustomMeal(values: CustomMealValues, storage = customMealsStorage()): CustomMeal {
  const saved = storage.get() ?? []
  const existing = saved.find((meal) => isSameMeal(meal, values))
  if (existing) return existing
  const meal = createCustomMeal(values)
  storage.set([...saved, meal])
  return meal
}

/** Answers the meal and its place, for an undo. */
export function forgetCustomMeal(
  id: string,
  storage = customMealsStorage(),
): { meal: CustomMeal; index: number } | null {
  const saved = storage.get() ?? []
  const index = saved.findIndex((meal) => meal.id === id)
  const meal = saved[index]
  if (!meal) return null
  storage.set(saved.filter((other) => other.id !== id))
  return { meal, index }
}

export function restoreCustomMeal(meal: CustomMeal, index: number, storage = customMealsStorage()): void {
  const saved = storage.get() ?? []
  if (saved.some((other) => other.id === meal.id)) return
  storage.set([...saved.slice(0, index), meal, ...saved.slice(index)])
}
