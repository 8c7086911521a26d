import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { userDataCounts } from '../../../test/counts'
import { buildHallDay, buildItem, buildMeal } from '../../../test/factories'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { TEST_TZ } from '../../../test/test-config'
import { campusToday } from '../../lib/campus-dates'
import { importHallDay } from '../../modules/menus/menus.import'
import { identities, images, users } from './index'

it('deletes every row of a user with the user (docs/product.md#data-rules: account deletion in one transaction)', async () => {
  const app = await buildTestApp()
  const keep = await createUser(app)
  const gone = await createUser(app)
  const day = buildHallDay({
    meals: [buildMeal('Lunch', { stations: [{ name: 'Grill', items: [buildItem({ id: 'soup' })] }] })],
  })
  await importHallDay(app.db, 'test', day)
  for (const user of [keep, gone]) {
    const cookie = await loginAs(app, user)
    await app.inject({
      method: 'POST',
      url: '/api/plate',
      headers: { ...testOrigin(app), cookie },
      payload: {
        date: campusToday(TEST_TZ),
        items: [
          {
            food_id: 'custom-1',
            quantity: 1,
            custom_macros: { name: 'Tea', calories: 2, protein: 0, carbs: 0, totalFat: 0 },
          },
        ],
      },
    })
    await app.inject({
      method: 'POST',
      url: '/api/weight-log',
      headers: { ...testOrigin(app), cookie },
      payload: { weight: 150 },
    })
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: testOrigin(app),
      payload: { email: user.email },
    })
    await app.inject({
      method: 'POST',
      url: '/api/menu-reports',
      headers: { ...testOrigin(app), cookie },
      payload: { food_id: 'soup', kind: 'not_served' },
    })
    await app.inject({
      method: 'POST',
      url: '/api/favourites',
      headers: { ...testOrigin(app), cookie },
      payload: { dining_hall: day.hall.name, name: 'Soup' },
    })
    await app.db
      .insert(images)
      .values({ userId: user.id, contentType: 'image/webp', byteSize: 1, data: Buffer.from([1]), createdAt: app.now() })
    await app.db
      .insert(identities)
      .values({ userId: user.id, provider: 'saml', subject: user.email, createdAt: app.now(), linkedAt: app.now() })
  }
  await app.background.idle()
  expect(await userDataCounts(app)).toEqual({
    users: 2,
    profiles: 2,
    sessions: 2,
    // Each user's reset link and the device token of the browser that signed in.
    authTokens: 4,
    plates: 2,
    plateItems: 2,
    favourites: 2,
    images: 2,
    identities: 2,
    menuReports: 2,
    weightLogs: 2,
  })
  await app.db.delete(users).where(eq(users.id, gone.id))
  expect(await userDataCounts(app)).toEqual({
    users: 1,
    profiles: 1,
    sessions: 1,
    authTokens: 2,
    plates: 1,
    plateItems: 1,
    favourites: 1,
    images: 1,
    identities: 1,
    menuReports: 1,
    weightLogs: 1,
  })
})
