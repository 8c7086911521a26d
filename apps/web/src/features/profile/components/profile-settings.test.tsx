import { type CurrentUser, energyTarget, type Profile } from '@campusplate/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildCurrentUser, TEST_TODAY } from '@/test/factories'
import { bodyOf, jsonResponse, requestsTo, stubApi } from '@/test/fake-api'
import { renderWithProviders } from '@/test/render'
import { ProfileSettings } from './profile-settings'

const COMPLETE: Partial<Profile> = {
  sex: 'female',
  birthday: '2000-05-10',
  height: 66,
  weight: 150,
  weight_goal: 140,
  body_fat_percent: 25,
  activity_level: 'moderate',
  protein_ratio: 30,
  carb_ratio: 50,
  fat_ratio: 20,
  weight_goal_type: 'lose',
  weight_goal_rate: 'slow',
}

/** A server holding one user: GET answers it, PUT merges the fields sent (or answers `putStatus`). */
function renderSettings(profile: Partial<Profile> = COMPLETE, { putStatus = 200 } = {}) {
  let user: CurrentUser = buildCurrentUser(profile)
  // When the server answered each save and each energy target request.
  const answeredAt = { save: [] as number[], energyTarget: [] as number[] }
  const fetchMock = stubApi({
    '/api/profile': (_url, init) => {
      if (init?.method === 'PUT') {
        if (putStatus !== 200) return jsonResponse({ detail: 'Server error' }, putStatus)
        user = { ...user, profile: { ...user.profile, ...(bodyOf(init) as Partial<Profile>) } }
        answeredAt.save.push(performance.now())
      }
      return user
    },
    // The server answers with the shared computation on the saved profile.
    '/api/profile/energy-target': () => {
      answeredAt.energyTarget.push(performance.now())
      return energyTarget(user.profile, TEST_TODAY)
    },
    '/api/weight-log': (_url, init) => ({ date: TEST_TODAY, ...(bodyOf(init) as object), goal_weight: null }),
  })
  const result = renderWithProviders(<ProfileSettings today={TEST_TODAY} />)
  return { ...result, fetchMock, answeredAt }
}

const card = (name: string) => screen.getByRole('region', { name })

describe('ProfileSettings', () => {
  it('saves the suggested rate with a new goal, so the target applies it at once', async () => {
    const { user, fetchMock } = renderSettings({
      ...COMPLETE,
      weight_goal: null,
      weight_goal_type: null,
      weight_goal_rate: null,
    })
    const profileCard = await screen.findByRole('region', { name: 'Profile' })
    await user.type(within(profileCard).getByLabelText('Weight goal (lbs)'), '140')
    await user.click(within(profileCard).getByRole('button', { name: 'Save' }))
    await within(profileCard).findByText('Profile saved!')
    expect(requestsTo(fetchMock, 'PUT', '/api/profile').at(-1)?.body).toMatchObject({
      weight_goal: 140,
      weight_goal_type: 'lose',
      weight_goal_rate: 'moderate',
    })
  })

  it('keeps a chosen rate when the goal changes, and saves the new direction', async () => {
    const { user, fetchMock } = renderSettings({ ...COMPLETE, weight_goal_rate: 'fast' })
    const profileCard = await screen.findByRole('region', { name: 'Profile' })
    const goal = within(profileCard).getByLabelText('Weight goal (lbs)')
    await user.clear(goal)
    await user.type(goal, '160')
    await user.click(within(profileCard).getByRole('button', { name: 'Save' }))
    await within(profileCard).findByText('Profile saved!')
    const body = requestsTo(fetchMock, 'PUT', '/api/profile').at(-1)?.body as Record<string, unknown>
    expect(body).toMatchObject({ weight_goal: 160, weight_goal_type: 'gain' })
    expect(body).not.toHaveProperty('weight_goal_rate')
  })

  it('preselects the suggested rate of a goal saved without one, and says the goal is not applied yet', async () => {
    const { user, fetchMock } = renderSettings({ ...COMPLETE, weight_goal_rate: null })
    const goal = await screen.findByRole('region', { name: 'Weight Goal Rate' })
    expect(within(goal).getByRole('radio', { name: '1 lb per week (suggested) (about 500 kcal a day)' })).toBeChecked()
    const macros = card('Macro and Energy Targets')
    expect(await within(macros).findByText("Your goal isn't applied yet — choose a rate above")).toBeVisible()
    await user.click(within(goal).getByRole('button', { name: 'Save' }))
    await within(goal).findByText('Weight goal saved!')
    expect(requestsTo(fetchMock, 'PUT', '/api/profile').at(-1)?.body).toMatchObject({
      weight_goal_type: 'lose',
      weight_goal_rate: 'moderate',
    })
    await waitFor(() =>
      expect(within(macros).queryByText("Your goal isn't applied yet — choose a rate above")).not.toBeInTheDocument(),
    )
    expect(within(macros).getByText('Goal adjustment: -500 kcal a day.')).toBeVisible()
  })

  it('shows Save only while a card differs from the saved values, then the success message for 3 s', async () => {
    const { user, fetchMock } = renderSettings()
    const profileCard = await screen.findByRole('region', { name: 'Profile' })
    expect(within(profileCard).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    const weight = within(profileCard).getByLabelText('Weight (lbs)')
    await user.clear(weight)
    await user.type(weight, '155.5')
    await user.click(within(profileCard).getByRole('button', { name: 'Save' }))
    expect(await within(profileCard).findByText('Profile saved!')).toBeInTheDocument()
    expect(within(profileCard).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, 'PUT', '/api/profile').at(-1)?.body).toMatchObject({ weight: 155.5, height: 66 })
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/weight-log')).toHaveLength(1))
    expect(requestsTo(fetchMock, 'POST', '/api/weight-log')[0]?.body).toEqual({ weight: 155.5 })
    await waitFor(() => expect(within(profileCard).queryByText('Profile saved!')).not.toBeInTheDocument(), {
      timeout: 4000,
    })
  })

  it('shows nothing and stays dirty when a save fails', async () => {
    const { user } = renderSettings(COMPLETE, { putStatus: 500 })
    const activity = await screen.findByRole('region', { name: 'Activity Level' })
    await user.selectOptions(within(activity).getByLabelText('Activity level'), 'high')
    await user.click(within(activity).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(activity).getByRole('button', { name: 'Save' })).toBeEnabled())
    expect(within(activity).getByRole('status')).toBeEmptyDOMElement()
  })

  it('refuses an out-of-range weight with the summary message and saves nothing', async () => {
    const { user, fetchMock } = renderSettings()
    const profileCard = await screen.findByRole('region', { name: 'Profile' })
    const weight = within(profileCard).getByLabelText('Weight (lbs)')
    await user.clear(weight)
    await user.type(weight, '501')
    await user.click(within(profileCard).getByRole('button', { name: 'Save' }))
    expect(await within(profileCard).findByRole('alert')).toHaveTextContent('Please fix all errors below before saving')
    expect(within(profileCard).getByText('Weight must be between 50-500 lbs')).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'PUT', '/api/profile')).toHaveLength(0)
  })

  it('shows the read-only BMI from the height and weight', async () => {
    renderSettings()
    const profileCard = await screen.findByRole('region', { name: 'Profile' })
    // 150 lbs at 66 in: 24.2.
    expect(within(profileCard).getByLabelText('BMI')).toHaveTextContent('24.2')
  })

  it('switches a goal within 1 lb to maintain, and refreshes the energy target 500 ms later', async () => {
    const { fetchMock, answeredAt } = renderSettings({
      ...COMPLETE,
      weight: 150,
      weight_goal: 150.5,
      weight_goal_type: 'lose',
    })
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', '/api/profile')).toHaveLength(1))
    expect(requestsTo(fetchMock, 'PUT', '/api/profile')[0]?.body).toEqual({
      weight_goal_type: 'maintain',
      weight_goal_rate: 'maintain',
    })
    const targets = () => requestsTo(fetchMock, 'GET', '/api/profile/energy-target').length
    await waitFor(() => expect(targets()).toBe(1))
    await waitFor(() => expect(targets()).toBe(2), { timeout: 1300 })
    const [savedAt = Number.NaN] = answeredAt.save
    const [, refreshedAt = Number.NaN] = answeredAt.energyTarget
    expect(refreshedAt - savedAt).toBeGreaterThanOrEqual(450)
  })

  it('blocks minus, e and E in the custom rate', async () => {
    const { user } = renderSettings({ ...COMPLETE, weight_goal_rate: 'custom', weight_goal_custom_rate: null })
    const goal = await screen.findByRole('region', { name: 'Weight Goal Rate' })
    const rate = within(goal).getByLabelText('Custom rate (lbs per week)')
    await user.type(rate, '-1e.E5')
    expect(rate).toHaveValue(1.5)
  })

  it('locks at most two macros: the third slider and its lock are disabled', async () => {
    const { user } = renderSettings()
    const macros = await screen.findByRole('region', { name: 'Macro and Energy Targets' })
    await user.click(within(macros).getByRole('checkbox', { name: 'Lock Protein' }))
    // One locked: carbs and fat share what protein leaves.
    fireEvent.change(within(macros).getByRole('slider', { name: /^Carbs/ }), { target: { value: '60' } })
    expect(within(macros).getByRole('slider', { name: /^Protein/ })).toHaveValue('30')
    expect(within(macros).getByRole('slider', { name: /^Fat/ })).toHaveValue('10')
    await user.click(within(macros).getByRole('checkbox', { name: 'Lock Carbs' }))
    expect(within(macros).getByRole('slider', { name: /^Fat/ })).toBeDisabled()
    expect(within(macros).getByRole('checkbox', { name: 'Lock Fat' })).toBeDisabled()
    expect(within(macros).getByText(/Fat at 10% is below the usual 20–35%/)).toBeInTheDocument()
  })

  it('explains the energy target: BMR, multiplier and goal adjustment', async () => {
    renderSettings()
    const macros = await screen.findByRole('region', { name: 'Macro and Energy Targets' })
    // Female, 25 on the test day, 150 lbs, 66 in: BMR 1442 × 1.55 = 2235, minus 250 for 0.5 lb a week.
    expect(await within(macros).findByTestId('energy-target')).toHaveTextContent('1985')
    expect(within(macros).getByText(/BMR\) 1442 kcal × activity 1.55/)).toBeInTheDocument()
    expect(within(macros).getByText('Goal adjustment: -250 kcal a day.')).toBeInTheDocument()
  })

  it('hides the energy numbers when the profile asks', async () => {
    renderSettings({ ...COMPLETE, hide_numbers: true })
    const macros = await screen.findByRole('region', { name: 'Macro and Energy Targets' })
    expect(await within(macros).findByText('Your energy target is set. Numbers are hidden.')).toBeInTheDocument()
  })

  it('says the profile could not load and falls back to moderate, regular and no allergens', async () => {
    stubApi({ '/api/profile': () => jsonResponse({ detail: 'Server error' }, 500) })
    renderWithProviders(<ProfileSettings today={TEST_TODAY} />)
    expect(await screen.findByText('Could not load profile.')).toBeInTheDocument()
    expect(screen.getByText('Could not load weight goal info.')).toBeInTheDocument()
    expect(screen.getByText('Could not load macro targets.')).toBeInTheDocument()
    expect(within(card('Activity Level')).getByLabelText('Activity level')).toHaveValue('moderate')
    expect(within(card('Dietary Preferences and Allergens')).getByLabelText('Diet type')).toHaveValue('regular')
    for (const box of within(card('Dietary Preferences and Allergens')).getAllByRole('checkbox', { name: /^(?!Hide)/ }))
      expect(box).not.toBeChecked()
  })

  it('says in plain words when the safety floor raised the target', async () => {
    // Female, 25, 100 lbs, 60 in, sedentary: 1344 kcal, minus 750 for 1.5 lb a week, is raised to 1,200.
    renderSettings({
      ...COMPLETE,
      weight: 100,
      weight_goal: 90,
      height: 60,
      activity_level: 'sedentary',
      weight_goal_rate: 'fast',
    })
    const macros = await screen.findByRole('region', { name: 'Macro and Energy Targets' })
    expect(await within(macros).findByTestId('energy-target')).toHaveTextContent('1200')
    expect(within(macros).getByText('Your target was raised to the safe minimum of 1200 kcal a day.')).toBeVisible()
    expect(within(macros).queryByText(/^Under 18 there is no/)).not.toBeInTheDocument()
  })

  it('gives someone under 18 no deficit and says why', async () => {
    // 16 on the test day: the 250 kcal of a slow loss are not taken off.
    renderSettings({ ...COMPLETE, birthday: '2009-01-01' })
    const macros = await screen.findByRole('region', { name: 'Macro and Energy Targets' })
    await within(macros).findByTestId('energy-target')
    expect(
      within(macros).getByText('Under 18 there is no weight-loss deficit: a growing body needs its full energy.'),
    ).toBeVisible()
    expect(within(macros).queryByText(/Goal adjustment/)).not.toBeInTheDocument()
    expect(within(macros).queryByText(/raised to the safe minimum/)).not.toBeInTheDocument()
  })

  it('shows the estimated time to goal for the chosen rate, in days under a week', async () => {
    const { user } = renderSettings({ ...COMPLETE, weight: 150, weight_goal: 140, weight_goal_rate: 'slow' })
    const goal = await screen.findByRole('region', { name: 'Weight Goal Rate' })
    // 10 lbs at 0.5 lb a week: 20 weeks; at 1.5: 6.67, so 7 weeks.
    expect(within(goal).getByText('Estimated time to goal: 20 weeks')).toBeVisible()
    await user.click(within(goal).getByRole('radio', { name: /^1.5 lbs per week/ }))
    expect(within(goal).getByText('Estimated time to goal: 7 weeks')).toBeVisible()
    // A custom 10 lbs a week reaches 10 lbs in one week.
    await user.click(within(goal).getByRole('radio', { name: 'Custom' }))
    await user.type(within(goal).getByLabelText('Custom rate (lbs per week)'), '10')
    expect(within(goal).getByText('Estimated time to goal: 1 week')).toBeVisible()
  })

  it('counts the time to a near goal in days', async () => {
    renderSettings({
      ...COMPLETE,
      weight: 150,
      weight_goal: 148,
      weight_goal_rate: 'custom',
      weight_goal_custom_rate: 3,
    })
    const goal = await screen.findByRole('region', { name: 'Weight Goal Rate' })
    // 2 lbs at 3 lbs a week: 4.67 days → 5 days.
    expect(within(goal).getByText('Estimated time to goal: 5 days')).toBeVisible()
  })

  it('hides the estimated time to goal and the rate kcal when numbers are hidden', async () => {
    renderSettings({ ...COMPLETE, hide_numbers: true })
    const goal = await screen.findByRole('region', { name: 'Weight Goal Rate' })
    expect(within(goal).queryByText(/Estimated time/)).not.toBeInTheDocument()
    expect(within(goal).queryByText(/about \d+ kcal a day/)).not.toBeInTheDocument()
  })

  it('has the eight info dialogs of docs/product.md#profile-screen, each opened by its button', async () => {
    const { user } = renderSettings()
    await screen.findByRole('region', { name: 'Profile' })
    const buttons = screen.getAllByRole('button', { name: /^About / })
    expect(buttons.map((button) => button.textContent)).toEqual([
      'About Profile',
      'About Weight',
      'About Weight Goal Rate',
      'About Activity Level',
      'About Macros',
      'About Energy Target',
      'About Dietary Preferences',
      'About Allergens',
    ])
    await user.click(screen.getByRole('button', { name: 'About Energy Target' }))
    expect(await screen.findByRole('dialog', { name: 'Energy Target' })).toHaveTextContent(
      'It never goes below a safe minimum of 1,200 kcal a day for women and 1,500 for men.',
    )
  })

  it('saves meal preferences, cultural preference, sensitivities and allergy notes', async () => {
    const { user, fetchMock } = renderSettings()
    const dietary = await screen.findByRole('region', { name: 'Dietary Preferences and Allergens' })
    await user.selectOptions(within(dietary).getByLabelText('Cultural preference'), 'halal')
    await user.click(within(dietary).getByRole('checkbox', { name: 'High Protein' }))
    await user.click(within(dietary).getByRole('checkbox', { name: 'Gluten-Free' }))
    await user.click(within(dietary).getByRole('checkbox', { name: 'MSG' }))
    await user.click(within(dietary).getByRole('checkbox', { name: 'Peanuts' }))
    fireEvent.change(within(dietary).getByLabelText('Allergy notes'), { target: { value: '  Carries an EpiPen  ' } })
    await user.click(within(dietary).getByRole('button', { name: 'Save' }))
    expect(await within(dietary).findByText('Preferences saved!')).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'PUT', '/api/profile').at(-1)?.body).toEqual({
      diet_type: 'regular',
      cultural_preference: 'halal',
      meal_preference: ['High Protein', 'Gluten-Free'],
      allergens: ['peanuts'],
      food_sensitivities: ['msg'],
      allergy_notes: 'Carries an EpiPen',
      hide_numbers: false,
    })
    expect(within(dietary).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })

  it('refuses allergy notes over 1000 characters with the shared message and saves nothing', async () => {
    const { user, fetchMock } = renderSettings()
    const dietary = await screen.findByRole('region', { name: 'Dietary Preferences and Allergens' })
    fireEvent.change(within(dietary).getByLabelText('Allergy notes'), { target: { value: 'x'.repeat(1001) } })
    await user.click(within(dietary).getByRole('button', { name: 'Save' }))
    expect(await within(dietary).findByText('Allergy notes must be at most 1000 characters')).toBeVisible()
    expect(within(dietary).getByLabelText('Allergy notes')).toHaveAttribute('aria-invalid', 'true')
    expect(requestsTo(fetchMock, 'PUT', '/api/profile')).toHaveLength(0)
  })
})
