import { describe, expect, it } from 'vitest'
import { blankProfile, CurrentUserSchema, IMAGE_URL_MESSAGE, ImageUrlSchema, ProfileSchema } from './profile'

const emptyProfile = {
  name: 'Ada Lovelace',
  image: null,
  sex: null,
  birthday: null,
  height: null,
  weight: null,
  weight_goal: null,
  body_fat_percent: null,
  activity_level: null,
  protein_ratio: null,
  carb_ratio: null,
  fat_ratio: null,
  diet_type: null,
  meal_preference: [],
  cultural_preference: null,
  allergens: [],
  food_sensitivities: [],
  allergy_notes: null,
  weight_goal_type: null,
  weight_goal_rate: null,
  weight_goal_custom_rate: null,
  hide_numbers: false,
}

describe('the profile of GET /api/profile (docs/product.md#profile)', () => {
  it('accepts a new user’s profile with nothing filled in yet', () => {
    expect(CurrentUserSchema.parse({ email: 'ada@campus.edu', profile: emptyProfile })).toEqual({
      email: 'ada@campus.edu',
      profile: emptyProfile,
    })
  })

  it('builds the blank profile of a new user from a name and an image', () => {
    expect(blankProfile('Ada Lovelace')).toEqual(emptyProfile)
    expect(blankProfile('Ada Lovelace', '/static/a.webp')).toEqual({ ...emptyProfile, image: '/static/a.webp' })
    expect(ProfileSchema.parse(blankProfile('Ada Lovelace'))).toEqual(emptyProfile)
  })

  it('accepts a filled-in profile', () => {
    const filled = {
      ...emptyProfile,
      image: '/static/avatars/ada.webp',
      sex: 'female',
      birthday: '2004-05-06',
      height: 66,
      weight: 140.5,
      weight_goal: 135,
      activity_level: 'high',
      diet_type: 'low-carb',
      meal_preference: ['Low Sodium', 'Gluten-Free'],
      cultural_preference: 'halal',
      allergens: ['milk', 'tree_nuts', 'sesame'],
      food_sensitivities: ['msg', 'fodmap'],
      weight_goal_type: 'lose',
      weight_goal_rate: 'moderate',
    }
    expect(ProfileSchema.parse(filled)).toEqual(filled)
  })

  it.each([
    ['sex', 'other'],
    ['weight_goal_type', 'bulk'],
    ['meal_preference', null],
    ['name', null],
    ['activity_level', 'active'],
    ['diet_type', 'carnivore'],
    ['meal_preference', ['Low Fat']],
    ['cultural_preference', 'jain'],
    ['allergens', ['celery']],
    ['food_sensitivities', ['caffeine']],
    ['weight_goal_rate', 'brisk'],
    // A response carries canonical values only; aliases are for input.
    ['activity_level', 'very'],
    ['diet_type', 'standard'],
    ['diet_type', 'ketogenic'],
    ['allergens', ['dairy']],
    ['allergens', ['soy']],
    ['allergens', ['tree nuts']],
  ])('refuses %s = %j', (field, value) => {
    expect(ProfileSchema.safeParse({ ...emptyProfile, [field]: value }).success).toBe(false)
  })

  it.each(['javascript:alert(1)', 'http://example.com/a.png', '//evil.example/a.png'])(
    'reads a refused image URL %j as no image',
    (image) => {
      expect(ProfileSchema.parse({ ...emptyProfile, image }).image).toBeNull()
    },
  )

  it('strips fields that are not part of the contract', () => {
    const parsed = CurrentUserSchema.parse({ email: 'a@b.co', profile: { ...emptyProfile, password_hash: 'x' }, id: 1 })
    expect(parsed).not.toHaveProperty('id')
    expect(parsed.profile).not.toHaveProperty('password_hash')
  })
})

describe('ImageUrlSchema (docs/product.md#photo)', () => {
  it.each([
    '/static/avatars/ada.webp',
    'https://lh3.googleusercontent.com/a/photo',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('accepts %s', (url) => {
    expect(ImageUrlSchema.parse(url)).toBe(url)
  })

  it.each(['javascript:alert(1)', '//evil.example/a.png', 'static/a.png', ''])('refuses %j with its message', (url) => {
    expect(ImageUrlSchema.safeParse(url).error?.issues[0]?.message).toBe(IMAGE_URL_MESSAGE)
  })
})
