import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildPlateResponse, TEST_TODAY } from '@/test/factories'
import { requestsTo, stubApi } from '@/test/fake-api'
import { savePlate } from './save-plate'

describe('savePlate offline', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('waits for the connection and fails once the timeout passes, without sending', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetchMock = stubApi({ '/api/plate': () => buildPlateResponse(TEST_TODAY) })
    await expect(savePlate({ date: TEST_TODAY, items: [] }, 30)).rejects.toThrow()
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(0)
  })

  it('sends as soon as the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetchMock = stubApi({ '/api/plate': () => buildPlateResponse(TEST_TODAY) })
    const saving = savePlate({ date: TEST_TODAY, items: [] }, 5_000)
    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await expect(saving).resolves.toMatchObject({ date: TEST_TODAY })
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1)
  })
})
