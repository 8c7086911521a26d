import {
  ACTIVITY_LEVEL_LABELS,
  ALLERGEN_LABELS,
  CULTURAL_PREFERENCE_LABELS,
  DIET_TYPE_LABELS,
  goalLineText,
  roundTo,
  SENSITIVITY_LABELS,
} from '@campusplate/shared'
import type { ExportData } from './export.service'

type Labels = Readonly<Record<string, string>>

const SEX_LABELS: Labels = { male: 'Male', female: 'Female' }

function labelled(value: string | null | undefined, labels: Labels): string {
  if (value === null || value === undefined || value === '') return 'Not set'
  return labels[value] ?? value
}

function listed(values: readonly string[] | null | undefined, labels?: Labels): string {
  if (!values || values.length === 0) return 'None'
  return values.map((value) => labels?.[value] ?? value).join('; ')
}

function amount(value: number | null | undefined, unit: string): string {
  return value === null || value === undefined ? 'Not set' : `${value} ${unit}`
}

/** In the Profile screen's order, with labels and no internal ids (docs/decisions/056). */
export function profileLines(data: ExportData): [string, string][] {
  const profile = data.profile
  if (!profile) return []
  const direction = data.energy?.goal_direction ?? 'maintain'
  return [
    ['Name', profile.name || 'Not set'],
    ['Email', data.email],
    ['Sex', labelled(profile.sex, SEX_LABELS)],
    ['Birthday', profile.birthday ?? 'Not set'],
    ['Height', amount(profile.height, 'in')],
    ['Weight', amount(profile.weight, 'lbs')],
    ['Weight goal', amount(profile.weight_goal, 'lbs')],
    ['Goal', goalLineText(profile, direction)],
    ['Body fat', profile.body_fat_percent === null ? 'Not set' : `${profile.body_fat_percent}%`],
    ['Activity level', labelled(profile.activity_level, ACTIVITY_LEVEL_LABELS)],
    ['Diet', labelled(profile.diet_type, DIET_TYPE_LABELS)],
    ['Cultural preference', labelled(profile.cultural_preference, CULTURAL_PREFERENCE_LABELS)],
    ['Meal preferences', listed(profile.meal_preference)],
    ['Allergens', listed(profile.allergens, ALLERGEN_LABELS)],
    ['Sensitivities', listed(profile.food_sensitivities, SENSITIVITY_LABELS)],
    ['Allergy notes', profile.allergy_notes || 'None'],
    ['Hide numbers', profile.hide_numbers ? 'On' : 'Off'],
  ]
}

export interface ExportSummary {
  /** The first and last day the export holds plates or weights for; null when it holds neither. */
  period: { from: string; to: string } | null
  daysWithPlates: number
  /** Averages per day with a saved plate, rounded to whole kcal and grams; null without plates. */
  averages: { calories: number; protein: number; carbs: number; fat: number } | null
  weightTrend: { from: { date: string; weight: number }; to: { date: string; weight: number }; change: number } | null
}

export function exportSummary(data: ExportData): ExportSummary {
  const meals = data.meals ?? []
  const weights = data.weight ?? []
  const days = [...meals.map((day) => day.date), ...weights.map((entry) => entry.date)].sort()
  const first = days[0]
  const last = days[days.length - 1]
  const average = (pick: (day: (typeof meals)[number]) => number) =>
    Math.round(meals.reduce((sum, day) => sum + pick(day), 0) / meals.length)
  const firstWeight = weights[0]
  const lastWeight = weights[weights.length - 1]
  return {
    period: first && last ? { from: first, to: last } : null,
    daysWithPlates: meals.length,
    averages:
      meals.length === 0
        ? null
        : {
            calories: average((day) => day.calories),
            protein: average((day) => day.protein),
            carbs: average((day) => day.carbs),
            fat: average((day) => day.fat),
          },
    weightTrend:
      firstWeight && lastWeight
        ? {
            from: { date: firstWeight.date, weight: firstWeight.weight },
            to: { date: lastWeight.date, weight: lastWeight.weight },
            change: roundTo(lastWeight.weight - firstWeight.weight, 1),
          }
        : null,
  }
}
