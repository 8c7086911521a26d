import { MENU_REPORT_MESSAGES, MenuReportCreatedSchema } from '@campusplate/shared'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { countRows } from '../../../test/counts'
import { buildHallDay, buildItem, buildMeal } from '../../../test/factories'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer'
import type { AppInstance } from '../../app-types'
import { menuReports } from '../../db/schema/index'
import { importHallDay } from '../menus/menus.import'

const DATE = '2025-07-20'

let peers: SmtpPeer[] = []
afterEach(async () => {
  await Promise.all(peers.map((peer) => peer.close()))
  peers = []
})

async function seedMenu(app: AppInstance) {
  await importHallDay(
    app.db,
    'test',
    buildHallDay({
      date: DATE,
      meals: [
        buildMeal('Lunch', { stations: [{ name: 'Grill', items: [buildItem({ id: 'nachos', name: 'Nachos' })] }] }),
      ],
    }),
  )
}

async function signedIn(app: AppInstance) {
  const user = await createUser(app)
  return { user, cookie: await loginAs(app, user) }
}

function report(app: AppInstance, cookie: string | undefined, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/menu-reports',
    headers: { ...testOrigin(app), ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
}

const storedReports = (app: AppInstance) => app.db.select().from(menuReports).orderBy(menuReports.id)

describe('POST /api/menu-reports', () => {
  it('stores the report of the signed-in user with a snapshot of the item', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const { user, cookie } = await signedIn(app)

    const res = await report(app, cookie, { food_id: 'nachos', kind: 'allergen', note: '  Has peanuts in the salsa ' })

    expect(res.statusCode).toBe(201)
    const body = MenuReportCreatedSchema.parse(res.json())
    expect(await storedReports(app)).toEqual([
      {
        id: body.id,
        userId: user.id,
        foodId: 'nachos',
        foodName: 'Nachos',
        diningHall: 'North Commons',
        mealName: 'Lunch',
        date: DATE,
        kind: 'allergen',
        note: 'Has peanuts in the salsa',
        createdAt: new Date(body.created_at),
        station: 'Grill',
        status: 'new',
        reply: null,
        repliedAt: null,
        updatedAt: null,
      },
    ])
  })

  it('keeps each report with its own author', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const ada = await signedIn(app)
    const ben = await signedIn(app)
    expect((await report(app, ada.cookie, { food_id: 'nachos', kind: 'not_served' })).statusCode).toBe(201)
    expect((await report(app, ben.cookie, { food_id: 'nachos', kind: 'nutrition' })).statusCode).toBe(201)
    expect((await storedReports(app)).map((r) => [r.userId, r.kind, r.note])).toEqual([
      [ada.user.id, 'not_served', null],
      [ben.user.id, 'nutrition', null],
    ])
  })

  it.each([
    ['no session', undefined, { food_id: 'nachos', kind: 'allergen' }, 401, undefined],
    ['malformed JSON', 'cookie', '{"food_id": "nachos",', 400, undefined],
    ['a body that is no object', 'cookie', '[1, 2]', 400, undefined],
    ['no kind', 'cookie', { food_id: 'nachos' }, 400, MENU_REPORT_MESSAGES.kindRequired],
    ['an unknown kind', 'cookie', { food_id: 'nachos', kind: 'price' }, 400, MENU_REPORT_MESSAGES.kindRequired],
    ['a number as the item', 'cookie', { food_id: 7, kind: 'allergen' }, 400, undefined],
    [
      'a note over 500 characters',
      'cookie',
      { food_id: 'nachos', kind: 'allergen', note: 'x'.repeat(501) },
      400,
      MENU_REPORT_MESSAGES.noteTooLong,
    ],
    [
      'an item not on any menu',
      'cookie',
      { food_id: 'no-such-item', kind: 'allergen' },
      404,
      MENU_REPORT_MESSAGES.itemNotFound,
    ],
    ['a huge body', 'cookie', { food_id: 'nachos', kind: 'allergen', note: 'x'.repeat(8000) }, 413, undefined],
  ])('refuses %s and stores nothing', async (_, withCookie, payload, status, detail) => {
    const app = await buildTestApp()
    await seedMenu(app)
    const { cookie } = await signedIn(app)
    const res = await report(app, withCookie ? cookie : undefined, payload)
    expect(res.statusCode).toBe(status)
    if (status === 400 && detail)
      expect(res.json().errors).toContainEqual({ field: expect.any(String), message: detail })
    else expect(res.json()).toMatchObject({ detail: detail ?? expect.any(String) })
    expect(res.body).not.toMatch(/insert|select|at .*\.ts/i)
    expect(await countRows(app, menuReports)).toBe(0)
  })

  it('refuses a request from another site', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const { cookie } = await signedIn(app)
    const res = await app.inject({
      method: 'POST',
      url: '/api/menu-reports',
      headers: { origin: 'https://evil.example', cookie },
      payload: { food_id: 'nachos', kind: 'allergen' },
    })
    expect(res.statusCode).toBe(403)
    expect(await countRows(app, menuReports)).toBe(0)
  })

  it('limits the reports of one user, not of the others', async () => {
    const app = await buildTestApp(
      {},
      {
        rateLimitOverrides: {
          menuReport: { perAddress: { max: 100, windowMs: 60_000 }, perUser: { max: 2, windowMs: 60_000 } },
        },
      },
    )
    await seedMenu(app)
    const ada = await signedIn(app)
    const ben = await signedIn(app)
    for (let i = 0; i < 2; i++)
      expect((await report(app, ada.cookie, { food_id: 'nachos', kind: 'allergen' })).statusCode).toBe(201)
    const limited = await report(app, ada.cookie, { food_id: 'nachos', kind: 'allergen' })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect((await report(app, ben.cookie, { food_id: 'nachos', kind: 'allergen' })).statusCode).toBe(201)
    expect(await countRows(app, menuReports)).toBe(3)
  })

  it('goes with its author when the account is deleted', async () => {
    const app = await buildTestApp()
    await seedMenu(app)
    const ada = await signedIn(app)
    const ben = await signedIn(app)
    await report(app, ada.cookie, { food_id: 'nachos', kind: 'allergen' })
    await report(app, ben.cookie, { food_id: 'nachos', kind: 'allergen' })
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { ...testOrigin(app), cookie: ada.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect((await storedReports(app)).map((r) => r.userId)).toEqual([ben.user.id])
  })

  it('mails the report to MENU_REPORTS_EMAIL without naming the student', async () => {
    const peer = await startSmtpPeer()
    peers.push(peer)
    const app = await buildTestApp({ smtpUrl: peer.url, menuReportsEmail: 'dining@campus.test' })
    await seedMenu(app)
    const { user, cookie } = await signedIn(app)
    const next = peer.nextMail()
    expect(
      (await report(app, cookie, { food_id: 'nachos', kind: 'nutrition', note: 'Way more than 300 kcal' })).statusCode,
    ).toBe(201)
    const mail = await next
    expect(mail.to).toEqual(['dining@campus.test'])
    expect(mail.subject).toBe('CampusPlate menu report: Wrong nutrition on Nachos')
    expect(mail.text).toContain('Served: North Commons, Lunch, 2025-07-20')
    expect(mail.text).toContain('Note: Way more than 300 kcal')
    expect(mail.raw).not.toContain(user.email)
  })

  it('sends no mail when MENU_REPORTS_EMAIL is unset', async () => {
    const peer = await startSmtpPeer()
    peers.push(peer)
    const app = await buildTestApp({ smtpUrl: peer.url })
    await seedMenu(app)
    const { cookie } = await signedIn(app)
    expect((await report(app, cookie, { food_id: 'nachos', kind: 'allergen' })).statusCode).toBe(201)
    await app.background.idle()
    expect(peer.mails).toEqual([])
  })
})
