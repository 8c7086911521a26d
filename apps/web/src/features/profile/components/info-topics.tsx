import {
  ENERGY_FLOOR_KCAL,
  formatNumber,
  GOAL_DIRECTION_TOLERANCE_LBS,
  KCAL_PER_LB,
  NO_DEFICIT_UNDER_AGE,
  USUAL_MACRO_RANGES,
} from '@campusplate/shared'
import type { ReactNode } from 'react'

/** docs/product.md#profile-screen */
export const INFO_TOPICS = [
  'profile',
  'weight',
  'weight_goal_rate',
  'activity',
  'macros',
  'energy',
  'dietary',
  'allergens',
] as const
export type InfoTopic = (typeof INFO_TOPICS)[number]

const range = ({ min, max }: { min: number; max: number }) => `${min}–${max}%`

export const INFO_TOPIC_TEXT: Readonly<Record<InfoTopic, { label: string; body: ReactNode }>> = {
  profile: {
    label: 'Profile',
    body: (
      <>
        <p>Your sex, age, height and weight give your resting energy (BMR) by the Mifflin-St Jeor equation.</p>
        <p>BMI is weight in kilograms divided by the square of height in metres; it is shown for reference only.</p>
      </>
    ),
  },
  weight: {
    label: 'Weight',
    body: (
      <>
        <p>
          Your weight goal sets the direction: more than {GOAL_DIRECTION_TOLERANCE_LBS} lb above your weight is gaining,
          more than {GOAL_DIRECTION_TOLERANCE_LBS} lb below is losing, anything closer is maintaining.
        </p>
        <p>Each time you save this card, today's weight is added to your weight history.</p>
      </>
    ),
  },
  weight_goal_rate: {
    label: 'Weight Goal Rate',
    body: (
      <>
        <p>
          One pound of body weight is about {formatNumber(KCAL_PER_LB)} kcal, so each pound per week changes your daily
          target by about 500 kcal.
        </p>
        <p>
          The estimated time to your goal is the difference between your weight and your goal divided by the rate. A
          slower rate is easier to keep up.
        </p>
      </>
    ),
  },
  activity: {
    label: 'Activity Level',
    body: <p>Your activity level multiplies your resting energy (BMR) to estimate what you burn in a day.</p>,
  },
  macros: {
    label: 'Macros',
    body: (
      <>
        <p>Macros are shares of your daily energy: protein and carbs give 4 kcal per gram, fat 9.</p>
        <p>Lock up to two macros; moving a slider shares the rest so the total stays 100%.</p>
        <p>
          Usual ranges are protein {range(USUAL_MACRO_RANGES.protein)}, carbs {range(USUAL_MACRO_RANGES.carbs)} and fat{' '}
          {range(USUAL_MACRO_RANGES.fat)}; outside them you get a gentle note.
        </p>
      </>
    ),
  },
  energy: {
    label: 'Energy Target',
    body: (
      <>
        <p>Your energy target is your resting energy × your activity level, plus or minus your weight goal's rate.</p>
        <p>
          It never goes below a safe minimum of {formatNumber(ENERGY_FLOOR_KCAL.female)} kcal a day for women and{' '}
          {formatNumber(ENERGY_FLOOR_KCAL.male)} for men. Under {NO_DEFICIT_UNDER_AGE} there is no weight-loss deficit:
          a growing body needs its full energy.
        </p>
      </>
    ),
  },
  dietary: {
    label: 'Dietary Preferences',
    body: (
      <>
        <p>
          The menu warns you about items that do not fit your diet type or cultural preference, and the "Fits my
          profile" filter hides them.
        </p>
        <p>Meal preferences record what you look for in a meal. "Hide numbers" hides calories and targets.</p>
      </>
    ),
  },
  allergens: {
    label: 'Allergens',
    body: (
      <>
        <p>
          The menu warns you about items that contain, or may contain, your allergens or sensitivities, and says so when
          an item's data cannot tell.
        </p>
        <p>
          Menu data can be incomplete: always check with the dining hall staff. Your allergy notes are kept with your
          profile for you only.
        </p>
      </>
    ),
  },
}
