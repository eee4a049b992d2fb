// A setup file of the projects that run their files one after another in one worker process
// (`isolate: false` in vitest.config.ts): packages (Payload, the database drivers, Playwright)
// stay loaded from file to file, which is what saves the time, while each file still starts
// with the project's own modules unevaluated and the environment as the worker had it, as in a
// process of its own. The config reads the environment once (src/config/env.server.ts), so a
// file's database must not leak into the next one's.
import { afterAll, beforeAll, vi } from 'vitest'

let environmentAtStart: Record<string, string | undefined> = {}

beforeAll(() => {
  environmentAtStart = { ...process.env }
})

// Registered before the file's own hooks, so it runs after them (Vitest runs after-hooks in reverse).
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environmentAtStart)) delete process.env[name]
  Object.assign(process.env, environmentAtStart)
  vi.resetModules()
})
