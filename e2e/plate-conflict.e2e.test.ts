import type { PlateResponse } from '@campusplate/shared'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  eventually,
  expectText,
  expectWcag22AA,
  newPage,
  openPlate,
  plateRegion,
  type ViewportName,
} from './support/browser'
import { appAndBrowser, PASSWORD } from './support/suite'

const suite = appAndBrowser()

let accounts = 0

/** One user signed in on two browsers (two contexts: separate cookies and storage), both on the dashboard. */
async function oneUserOnTwoBrowsers(viewport: ViewportName) {
  accounts += 1
  const email = `plate-conflict-${accounts}@campus.test`
  const laptop = await newPage(suite.browser, viewport)
  const phone = await newPage(suite.browser, viewport)
  const registered = await laptop.page.request.post(`${suite.app.baseUrl}/auth/register`, {
    data: { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD },
    headers: { origin: suite.app.baseUrl },
  })
  expect(registered.status()).toBe(201)
  const signedIn = await phone.page.request.post(`${suite.app.baseUrl}/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin: suite.app.baseUrl },
  })
  expect(signedIn.ok()).toBe(true)
  for (const { page } of [laptop, phone]) {
    await page.goto(`${suite.app.baseUrl}/dashboard`)
    await expectText(plate(page).getByText('Your plate is empty'), 'Your plate is empty')
    // Add Custom Meal sits with a meal's menu.
    await page.getByRole('button', { name: /^North Commons/ }).click()
    await page.getByLabel('Meal', { exact: true }).selectOption('Lunch')
    await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
  }
  return { laptop, phone }
}

const plate = plateRegion

async function addCustomMeal(page: Page, name: string, calories: string) {
  await page.getByRole('button', { name: 'Add Custom Meal', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Custom Meal' })
  await dialog.getByLabel('Meal name').fill(name)
  await dialog.getByLabel('Calories').fill(calories)
  // Every macro is required: a blank one is refused, not saved as 0.
  for (const label of ['Protein (g)', 'Carbs (g)', 'Fat (g)']) await dialog.getByLabel(label).fill('0')
  await dialog.getByRole('button', { name: 'Add to plate' }).click()
  await openPlate(page)
  await plate(page).getByText(name).first().waitFor()
}

async function savedPlate(page: Page): Promise<PlateResponse> {
  const { campus_today: today } = (await (await page.request.get(`${suite.app.baseUrl}/api/app-config`)).json()) as {
    campus_today: string
  }
  const res = await page.request.get(`${suite.app.baseUrl}/api/plate?date=${today}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as PlateResponse
}

const namesOf = (saved: PlateResponse) => saved.items.map((item) => item.name)

/**
 * The laptop saves an oat bowl; the phone, which loaded the day before that, adds a fruit cup and
 * saves: the server refuses the stale save and the phone shows what differs.
 */
async function staleSaveOnPhone(viewport: ViewportName) {
  const devices = await oneUserOnTwoBrowsers(viewport)
  const { laptop, phone } = devices
  await addCustomMeal(laptop.page, 'Oat Bowl', '300')
  await plate(laptop.page).getByRole('button', { name: 'Save Plate' }).click()
  await expectText(plate(laptop.page).getByText('Saved!'), 'Saved!')

  await addCustomMeal(phone.page, 'Fruit Cup', '120')
  await plate(phone.page).getByRole('button', { name: 'Save Plate' }).click()
  const dialog = phone.page.getByRole('dialog', { name: 'This plate was changed elsewhere' })
  await dialog.waitFor()
  await expectText(dialog.getByRole('list').first(), 'Fruit Cup × 1')
  await expectText(dialog.getByRole('list').last(), 'Oat Bowl × 1')
  expect(namesOf(await savedPlate(phone.page))).toEqual(['Oat Bowl'])
  return { ...devices, dialog }
}

describe('two browsers of one user save the same day', () => {
  test.each<[string, ViewportName, string[]]>([
    ['Keep mine', 'desktop', ['Fruit Cup']],
    ['Use saved plate', 'mobile', ['Oat Bowl']],
    ['Merge both', 'desktop', ['Fruit Cup', 'Oat Bowl']],
  ])('the stale one is asked; %s leaves the expected plate on the server (%s)', async (choice, viewport, names) => {
    const { laptop, phone, dialog } = await staleSaveOnPhone(viewport)
    await expectWcag22AA(phone.page)

    await dialog.getByRole('button', { name: choice }).click()
    await eventually(async () => expect(await dialog.count()).toBe(0))
    await eventually(async () => expect(namesOf(await savedPlate(phone.page))).toEqual(names))
    for (const name of names) await plate(phone.page).getByText(name).first().waitFor()
    expect(await plate(phone.page).getByText('Unsaved changes').count()).toBe(0)

    expect([...laptop.errors, ...phone.errors]).toEqual([])
    await laptop.context.close()
    await phone.context.close()
  })
})
