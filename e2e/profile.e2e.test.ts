import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  eventually,
  expectNoHorizontalOverflow,
  expectText,
  expectWcag22AA,
  newPage,
  type ViewportName,
} from './support/browser'
import { appAndBrowser, registerSignedIn } from './support/suite'

const suite = appAndBrowser()

const signUp = (page: Page) => registerSignedIn(page, suite.app, 'profile')

/** The bodies of the page's `PUT /api/profile` calls, in order. */
function profilePutsOf(page: Page): string[] {
  const puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/profile')
      puts.push(request.postData() ?? '')
  })
  return puts
}

async function energyTarget(page: Page): Promise<number> {
  const text = (await page.getByTestId('energy-target').textContent()) ?? ''
  return Number(text)
}

describe.each<ViewportName>(['desktop', 'mobile'])('Profile Settings (%s)', (viewport) => {
  test('fills an empty profile, moves the target, locks macros, saves every card and finds it after a reload', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    const profilePuts = profilePutsOf(page)
    await signUp(page)
    await page.goto(`${suite.app.baseUrl}/profile`)
    await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor()
    const profileCard = page.getByRole('region', { name: 'Profile', exact: true })
    await profileCard.getByLabel('Weight (lbs)').waitFor()
    await expectWcag22AA(page)

    // An empty profile, filled in.
    await profileCard.getByRole('radio', { name: 'Female' }).check()
    await profileCard.getByLabel('Day').selectOption('10')
    await profileCard.getByLabel('Month').selectOption({ label: 'May' })
    await profileCard.getByLabel('Year').selectOption('2000')
    await profileCard.getByLabel('Feet').fill('5')
    await profileCard.getByLabel('Inches').fill('6')
    await profileCard.getByLabel('Weight (lbs)').fill('150')
    await profileCard.getByLabel('Weight goal (lbs)').fill('140')
    await profileCard.getByLabel('Body fat (%)').fill('25')
    await expectText(profileCard.getByLabel('BMI'), '24.2')
    await profileCard.getByRole('button', { name: 'Save' }).click()
    await profileCard.getByText('Profile saved!').waitFor()

    const macros = page.getByRole('region', { name: 'Macro and Energy Targets' })
    await macros.getByTestId('energy-target').waitFor()
    // The goal is applied with the profile: losing at the suggested 1 lb a week takes 500 kcal off.
    const goal = page.getByRole('region', { name: 'Weight Goal Rate' })
    await eventually(async () =>
      expect(await goal.getByRole('radio', { name: /^1 lb per week \(suggested\)/ }).isChecked()).toBe(true),
    )
    await macros.getByText('Goal adjustment: -500 kcal a day.').waitFor()
    expect(await macros.getByText("Your goal isn't applied yet — choose a rate above").count()).toBe(0)
    const maintenance = (await energyTarget(page)) + 500

    // Another rate: losing 0.5 lb a week takes 250 kcal off instead.
    await goal.getByRole('radio', { name: /^0.5 lbs per week/ }).check()
    await goal.getByRole('button', { name: 'Save' }).click()
    await goal.getByText('Weight goal saved!').waitFor()
    await eventually(async () => expect(await energyTarget(page)).toBe(maintenance - 250))

    // The activity card by keyboard only.
    const activity = page.getByRole('region', { name: 'Activity Level' })
    await activity.getByLabel('Activity level', { exact: true }).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Save')
    await page.keyboard.press('Enter')
    await activity.getByText('Activity level saved!').waitFor()
    await eventually(async () => expect(await energyTarget(page)).toBeGreaterThan(maintenance - 250))

    // Macros: a slider moved by keyboard, two locked, the third disabled.
    await macros.getByRole('slider', { name: /^Carbs/ }).focus()
    await page.keyboard.press('ArrowRight')
    await eventually(async () => expect(await macros.getByRole('slider', { name: /^Carbs/ }).inputValue()).toBe('51'))
    await macros.getByRole('checkbox', { name: 'Lock Protein' }).check()
    await macros.getByRole('checkbox', { name: 'Lock Carbs' }).check()
    expect(await macros.getByRole('slider', { name: /^Fat/ }).isDisabled()).toBe(true)
    expect(await macros.getByRole('checkbox', { name: 'Lock Fat' }).isDisabled()).toBe(true)
    await macros.getByRole('button', { name: 'Save' }).click()
    await macros.getByText('Macro targets saved!').waitFor()

    const dietary = page.getByRole('region', { name: 'Dietary Preferences and Allergens' })
    await dietary.getByRole('checkbox', { name: 'Peanuts' }).check()
    await dietary.getByRole('button', { name: 'Save' }).click()
    await dietary.getByText('Preferences saved!').waitFor()
    await expectWcag22AA(page)

    await page.reload()
    await profileCard.getByLabel('Weight (lbs)').waitFor()
    expect(await profileCard.getByLabel('Weight (lbs)').inputValue()).toBe('150')
    expect(await profileCard.getByLabel('Year').inputValue()).toBe('2000')
    expect(await activity.getByLabel('Activity level', { exact: true }).inputValue()).toBe('high')
    expect(await macros.getByRole('slider', { name: /^Carbs/ }).inputValue()).toBe('51')
    expect(await dietary.getByRole('checkbox', { name: 'Peanuts' }).isChecked()).toBe(true)
    expect(await goal.getByRole('radio', { name: /^0.5 lbs per week/ }).isChecked()).toBe(true)

    // An out-of-range weight saves nothing.
    const putsBefore = profilePuts.length
    await profileCard.getByLabel('Weight (lbs)').fill('501')
    await profileCard.getByRole('button', { name: 'Save' }).click()
    await expectText(profileCard.getByRole('alert'), 'Please fix all errors below before saving')
    expect(profilePuts).toHaveLength(putsBefore)

    expect(errors).toEqual([])
    await context.close()
  })

  test('every radio button and checkbox of the profile is at least 24 × 24 px, and choices read as words', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await signUp(page)
    await page.goto(`${suite.app.baseUrl}/profile`)
    const dietary = page.getByRole('region', { name: 'Dietary Preferences and Allergens' })
    await dietary.getByLabel('Diet type').waitFor()
    const sizes = await page.locator('main input[type="radio"], main input[type="checkbox"]').evaluateAll((inputs) =>
      inputs.map((input) => {
        const box = input.getBoundingClientRect()
        return { width: box.width, height: box.height }
      }),
    )
    expect(sizes.length).toBeGreaterThan(10)
    for (const size of sizes) {
      expect(size.width).toBeGreaterThanOrEqual(24)
      expect(size.height).toBeGreaterThanOrEqual(24)
    }
    const diets = await dietary.getByLabel('Diet type').locator('option').allTextContents()
    expect(diets).toContain('Low-carb')
    expect(diets).toContain('Regular')
    expect(diets).not.toContain('low-carb')
    expect(errors).toEqual([])
    await context.close()
  })

  test('keeps meal preferences, cultural preference, sensitivities and allergy notes after a reload; too-long notes save nothing', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    const profilePuts = profilePutsOf(page)
    await signUp(page)
    await page.goto(`${suite.app.baseUrl}/profile`)
    const dietary = page.getByRole('region', { name: 'Dietary Preferences and Allergens' })
    const culture = dietary.getByLabel('Cultural preference')
    const meals = dietary.getByRole('group', { name: 'Meal preferences' })
    const sensitivities = dietary.getByRole('group', { name: 'Sensitivities' })
    const notes = dietary.getByLabel('Allergy notes')
    await notes.waitFor()
    expect(await culture.inputValue()).toBe('none')

    await culture.selectOption({ label: 'Halal' })
    await meals.getByRole('checkbox', { name: 'High Protein' }).check()
    await meals.getByRole('checkbox', { name: 'Dairy-Free' }).check()
    await sensitivities.getByRole('checkbox', { name: 'Lactose' }).check()
    await sensitivities.getByRole('checkbox', { name: 'MSG' }).check()
    const note = 'Carries an epinephrine pen. Traces of sesame are fine.'
    await notes.fill(note)
    await dietary.getByRole('button', { name: 'Save' }).click()
    await dietary.getByText('Preferences saved!').waitFor()
    await expectWcag22AA(page)
    await expectNoHorizontalOverflow(page)

    await page.reload()
    await notes.waitFor()
    expect(await culture.inputValue()).toBe('halal')
    const checkedIn = (group: typeof meals, name?: string) =>
      group.getByRole('checkbox', { name, exact: true, checked: true }).count()
    expect(await checkedIn(meals)).toBe(2)
    expect(await checkedIn(meals, 'High Protein')).toBe(1)
    expect(await checkedIn(meals, 'Dairy-Free')).toBe(1)
    expect(await checkedIn(sensitivities)).toBe(2)
    expect(await checkedIn(sensitivities, 'Lactose')).toBe(1)
    expect(await checkedIn(sensitivities, 'MSG')).toBe(1)
    expect(await notes.inputValue()).toBe(note)

    // Notes over 1,000 characters: the field says why, and nothing is sent.
    const putsBefore = profilePuts.length
    await notes.fill('x'.repeat(1001))
    await dietary.getByRole('button', { name: 'Save' }).click()
    await eventually(async () => expect(await notes.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = (await notes.getAttribute('aria-describedby')) ?? ''
    expect(describedBy).not.toBe('')
    await expectText(page.locator(`[id="${describedBy}"]`), 'Allergy notes must be at most 1000 characters')
    await expectWcag22AA(page)
    await expectNoHorizontalOverflow(page)
    expect(profilePuts).toHaveLength(putsBefore)
    await page.reload()
    await notes.waitFor()
    expect(await notes.inputValue()).toBe(note)

    expect(errors).toEqual([])
    await context.close()
  })
})
