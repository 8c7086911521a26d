import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import {
  eventually,
  expectAccessible,
  expectNoHorizontalOverflow,
  expectText,
  newPage,
  type ViewportName,
} from './support/browser'
import { appAndBrowser, PASSWORD, registerSignedIn } from './support/suite'

const suite = appAndBrowser()

let accounts = 0
const nextEmail = (viewport: ViewportName) => `account-${viewport}-${++accounts}@campus.test`

const signUp = (page: Page) => registerSignedIn(page, suite.app, 'account')

async function registerElsewhere(email: string): Promise<void> {
  const res = await fetch(`${suite.app.baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: suite.app.baseUrl },
    body: JSON.stringify({ first_name: 'Grace', last_name: 'Hopper', email, password: PASSWORD }),
  })
  expect(res.status).toBe(201)
}

async function openAccount(page: Page): Promise<void> {
  await page.goto(`${suite.app.baseUrl}/account`)
  await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor()
  await page.getByRole('button', { name: 'Edit name' }).waitFor()
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

describe.each<ViewportName>(['desktop', 'mobile'])('Account Settings (%s)', (viewport) => {
  test('name rules and a saved name, a password change and an e-mail change that signs out', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    const taken = nextEmail(viewport)
    await signUp(page)
    await registerElsewhere(taken)
    await openAccount(page)
    await expectAccessible(page)
    if (viewport === 'mobile') await expectNoHorizontalOverflow(page)

    // Name: the shared rules, before any call.
    await page.getByRole('button', { name: 'Edit name' }).click()
    await page.getByLabel('Name', { exact: true }).fill('A')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Name must be at least 2 characters').waitFor()
    await page.getByLabel('Name', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Name cannot be empty').waitFor()
    // A valid name is saved, said for 3 s, and is the profile's name from then on.
    await page.getByLabel('Name', { exact: true }).fill('Ada Byron')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await status(page, 'Name updated!').waitFor()
    const named = await page.request.get(`${suite.app.baseUrl}/api/profile`)
    expect(((await named.json()) as { profile: { name: string } }).profile.name).toBe('Ada Byron')

    // Password: a wrong current password, then the change.
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByLabel('Current password').fill('Not-The-One-1')
    await page.getByLabel('New password', { exact: true }).fill('Roasted-Squash-7')
    await page.getByLabel('Confirm new password').fill('Roasted-Squash-7')
    await page.getByRole('button', { name: 'Show password' }).first().click()
    expect(await page.getByLabel('Current password').getAttribute('type')).toBe('text')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Current password is incorrect.' }).waitFor()
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await status(page, 'Password updated successfully!').waitFor()
    // docs/product.md#constants: success messages clear after 3 s.
    await eventually(async () => expect(await status(page, 'Password updated successfully!').count()).toBe(0), 6000)

    // E-mail: one already in use, then a free one; then signed out to /login after 1.5 s.
    await page.getByRole('button', { name: 'Edit email' }).click()
    await page.getByLabel('Email', { exact: true }).fill(taken)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'This email address is already in use.' }).waitFor()
    const newEmail = nextEmail(viewport)
    await page.getByLabel('Email', { exact: true }).fill(newEmail)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await status(page, 'Email updated! Redirecting to login...').waitFor()
    await page.waitForURL('**/login?signed-out=email-changed')
    await page.getByText('Your email address was changed. Sign in with the new address.').waitFor()
    await signIn(page, newEmail, 'Roasted-Squash-7')
    await page.waitForURL('**/dashboard')

    expect(errors).toEqual([])
    await context.close()
  })

  test('a chosen photo is previewed, cancelled, then chosen again and saved', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await signUp(page)
    await openAccount(page)
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer()
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    const preview = page.getByRole('img', { name: 'Preview of the new profile photo' })
    await preview.waitFor()
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await page.getByRole('button', { name: 'Save photo' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await eventually(async () => expect(await preview.count()).toBe(0))
    await page.getByRole('button', { name: 'Choose photo' }).waitFor()

    // Chosen again and saved: uploaded, put on the profile, and served from /static/.
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('button', { name: 'Save photo' }).click()
    await status(page, 'Profile image updated!').waitFor()
    const res = await page.request.get(`${suite.app.baseUrl}/api/profile`)
    const image = ((await res.json()) as { profile: { image: string | null } }).profile.image
    expect(image).toMatch(/^\/static\/images\//)
    const served = await page.request.get(`${suite.app.baseUrl}${image}`)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/webp')
    expect(errors).toEqual([])
    await context.close()
  })

  test('a photo the browser cannot draw and one over 5 MB show their messages, and the saved photo stays', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/profile/image')
        uploads.push(request.url())
    })
    await signUp(page)
    await openAccount(page)
    const photoInput = page.locator('input[type="file"]')
    const preview = page.getByRole('img', { name: 'Preview of the new profile photo' })
    const savedImage = async () => {
      const res = await page.request.get(`${suite.app.baseUrl}/api/profile`)
      return ((await res.json()) as { profile: { image: string | null } }).profile.image
    }

    // A photo that is saved first: the one that must stay.
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer()
    await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('button', { name: 'Save photo' }).click()
    await status(page, 'Profile image updated!').waitFor()
    const saved = await savedImage()
    expect(saved).toMatch(/^\/static\/images\//)
    await page.getByRole('button', { name: 'Change photo' }).waitFor()

    // Files that claim to be images but that the browser cannot draw (a TIFF, a corrupt .png): the
    // preview goes and the screen says why, before any upload.
    const tiff = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#a07' } })
      .tiff()
      .toBuffer()
    const refused = [
      { name: 'me.tiff', mimeType: 'image/tiff', buffer: tiff },
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Not a picture, only words.\n') },
    ]
    for (const file of refused) {
      const uploadsBefore = uploads.length
      await photoInput.setInputFiles(file)
      await expectText(page.getByRole('alert'), 'Please select a valid image file')
      expect(await preview.count()).toBe(0)
      expect(await page.getByRole('button', { name: 'Save photo' }).count()).toBe(0)
      expect(uploads).toHaveLength(uploadsBefore)
      await expectAccessible(page)
      if (viewport === 'mobile') await expectNoHorizontalOverflow(page)
      expect(await savedImage()).toBe(saved)
    }
    await page.getByText('JPG, PNG, GIF or WebP, under 5 MB.').waitFor()

    // Over the 5 MB limit (5,242,880 bytes): refused on the screen, before any upload.
    // Stored without compression, 1400 × 1400 RGB is about 5.9 MB.
    const huge = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#0a7' } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(huge.length).toBeGreaterThan(5_242_880)
    const uploadsBefore = uploads.length
    await photoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge })
    await expectText(page.getByRole('alert'), 'Image must be smaller than 5MB')
    expect(await preview.count()).toBe(0)
    await expectAccessible(page)
    if (viewport === 'mobile') await expectNoHorizontalOverflow(page)
    expect(uploads).toHaveLength(uploadsBefore)
    expect(await savedImage()).toBe(saved)
    await page.reload()
    await page.getByRole('button', { name: 'Change photo' }).waitFor()
    expect(await page.locator(`img[src="${saved}"]`).count()).toBeGreaterThan(0)

    expect(errors).toEqual([])
    await context.close()
  })

  test('exports JSON, CSV and PDF, with at least one data type', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    const email = await signUp(page)
    await openAccount(page)

    const dialog = page.getByRole('dialog', { name: 'Export your data' })
    const exportButton = dialog.getByRole('button', { name: 'Export', exact: true })
    const download = async (format: string): Promise<{ name: string; body: Buffer }> => {
      await page.getByRole('button', { name: 'Export data' }).click()
      await dialog.waitFor()
      await dialog.getByLabel(format).check()
      const [file] = await Promise.all([page.waitForEvent('download'), exportButton.click()])
      const path = await file.path()
      await eventually(async () => expect(await dialog.count()).toBe(0))
      return { name: file.suggestedFilename(), body: await readFile(path) }
    }

    await page.getByRole('button', { name: 'Export data' }).click()
    await dialog.waitFor()
    await expectAccessible(page)
    for (const type of ['Weight log', 'Meals', 'Profile']) await dialog.getByLabel(type).uncheck()
    expect(await exportButton.isDisabled()).toBe(true)
    await dialog.getByLabel('Profile').check()
    expect(await exportButton.isEnabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await eventually(async () => expect(await dialog.count()).toBe(0))

    const json = await download('JSON')
    expect(json.name).toBe('export.json')
    expect(JSON.parse(json.body.toString('utf8'))).toMatchObject({ email })

    const csv = await download('CSV')
    expect(csv.name).toBe('export.csv')
    const text = csv.body.toString('utf8')
    const lines = text.split('\r\n')
    for (const section of ['Profile', 'Weight log', 'Meals']) expect(lines).toContain(section)
    expect(lines).toContain('Date,Weight (lbs),Goal weight (lbs)')
    await page.getByRole('status').filter({ hasText: 'Downloaded export.csv' }).waitFor()

    const pdf = await download('PDF report')
    expect(pdf.name).toBe('export.pdf')
    expect(pdf.body.subarray(0, 4).toString('latin1')).toBe('%PDF')

    expect(errors).toEqual([])
    await context.close()
  })

  test('the delete button needs exactly DELETE, and deleting lands on /login', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    const email = await signUp(page)
    await openAccount(page)

    await page.getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.waitFor()
    await expectAccessible(page)
    const confirm = dialog.getByRole('button', { name: 'Delete my account' })
    const typed = dialog.getByLabel('Type DELETE to confirm')
    expect(await confirm.isDisabled()).toBe(true)
    for (const text of ['delete', 'DELET', 'DELETE ']) {
      await typed.fill(text)
      expect(await confirm.isDisabled()).toBe(true)
    }
    await typed.fill('DELETE')
    expect(await confirm.isEnabled()).toBe(true)
    await confirm.click()
    await page.waitForURL('**/login?signed-out=account-deleted')
    await page.getByText('Your account and all of its data were deleted.').waitFor()

    // The account is gone: its credentials no longer sign in.
    const res = await page.request.post(`${suite.app.baseUrl}/auth/login`, {
      data: { email, password: PASSWORD },
      headers: { origin: suite.app.baseUrl },
    })
    expect(res.ok()).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })
})
