import { demoProvider } from '../src/modules/menus/demo/demo-provider'
import type { MenuProvider } from '../src/modules/menus/providers/provider'

/** The demo menus, except that the second date waits until `release()` is called. */
export function providerHeldOnSecondDate(second: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let reachedSecond = () => {}
  const reached = new Promise<void>((resolve) => {
    reachedSecond = resolve
  })
  const provider: MenuProvider = {
    name: 'demo',
    async fetchDay(date, context) {
      if (date === second) {
        reachedSecond()
        await released
      }
      return demoProvider.fetchDay(date, context)
    },
  }
  return { provider, reached, release }
}
