import { z } from 'zod/mini'

// The CSP allows no eval (docs/product.md#security): zod's `new Function` probe would report a violation. Jitless, it never
// probes; it runs in zod's own chunk before any schema is built (lib/schemas.ts imports it for tests and the dev server).
z.config({ jitless: true })
