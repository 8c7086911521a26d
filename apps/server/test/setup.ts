import { afterEach } from 'vitest'
import { closeTestApps } from './build-test-app'

afterEach(async () => {
  await closeTestApps()
})
