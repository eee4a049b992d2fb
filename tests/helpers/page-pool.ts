import type { BrowserContext, BrowserContextOptions, Dialog, Page } from 'playwright-core'

/**
 * Pages handed out again, so that a test file opens a browser tab once per kind of page it
 * needs instead of once per test. A new tab is a new renderer process that compiles every
 * script of the site afresh (Chromium keeps no compiled code for a private context): measured
 * on this machine, an admin screen cost 1.8 CPU-seconds of Chromium in a new tab and 0.8 in a
 * tab that had shown one before; a public page 1.05 and 0.45. The browser files alone (one
 * lane) went from 945 to 826 CPU-seconds, 702 s to 590 s.
 *
 * A page comes back from `close()` to its pool and is handed out again for the same context
 * options, reset as a new one would be: no listener, route, cookie, stored data, cached
 * response, extra header, offline state or viewport of the earlier test is left (a page whose
 * test installed a fake clock or an init script is closed instead), and it shows about:blank
 * at the options' viewport. A tab that is still in use is never shared: a second page asked
 * for while the first is out is a new one.
 */
export type PagePool = {
  /**
   * A context with these options, as `browser.newContext(options)`: its first `newPage()` is the
   * lent page, its `close()` gives that page back (further pages it opened are closed then).
   */
  context(options?: BrowserContextOptions): Promise<BrowserContext>
  /** Whether the page waits in the pool, given back by its last test. */
  isIdle(page: Page): boolean
  /** Gives back every page still lent (the end of a test file): each is reset before it is lent again. */
  giveBackAll(): Promise<void>
}

/** Playwright's viewport when a context names none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 }

/** What a test may do that a reset cannot undo: its tab is closed afterwards, not lent again. */
const LASTING = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const

export function pagePool(newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>): PagePool {
  const free = new Map<string, Page[]>()
  const out = new Set<Page>()

  const open = async (key: string, options: BrowserContextOptions) => {
    const context = await newContext(options)
    const page = await context.newPage()
    const state: PageState = { origins: new Set(), tainted: false }
    states.set(page, state)
    watch(page, state)
    for (const method of LASTING) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>
      Object.assign(page, { [method]: (...args: unknown[]) => ((state.tainted = true), original(...args)) })
    }
    // A fake clock (page.clock is its context's) stays installed for good.
    const installClock = page.clock.install.bind(page.clock)
    page.clock.install = (...args) => ((state.tainted = true), installClock(...args))
    const closeForGood = page.close.bind(page)
    // A test's close() gives the page back.
    page.close = async (closeOptions) => {
      if (!out.delete(page) || page.isClosed()) return
      if (state.tainted) return closeForGood(closeOptions)
      // A page waiting in the pool shows nothing: a carousel or a polling admin screen left running
      // would keep Chromium busy until the page is lent again, maybe files later.
      if (!(await page.goto('about:blank').then(() => true, () => false))) return closeForGood(closeOptions)
      free.set(key, [...(free.get(key) ?? []), page])
    }
    return page
  }

  const lend = async (options: BrowserContextOptions) => {
    const key = JSON.stringify(options)
    let page: Page | undefined
    for (let reused = free.get(key)?.pop(); reused && !page; reused = free.get(key)?.pop()) {
      if (!reused.isClosed() && (await reset(reused, options))) page = reused
    }
    page ??= await open(key, options)
    out.add(page)
    return page
  }

  return {
    async context(options = {}) {
      const page = await lend(options)
      return lendingContext(page)
    },
    isIdle: (page) => [...free.values()].some((pages) => pages.includes(page)),
    giveBackAll: async () => {
      for (const page of [...out]) await page.close()
    },
  }
}

/** The page's context as the test sees it: the lent page is its first page, and close() gives it back. */
function lendingContext(page: Page): BrowserContext {
  const context = page.context()
  let pageTaken = false
  return new Proxy(context, {
    get(target, property) {
      if (property === 'newPage') {
        return async () => {
          if (pageTaken) return target.newPage()
          pageTaken = true
          return page
        }
      }
      if (property === 'close') return async () => page.close()
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if ((LASTING as readonly PropertyKey[]).includes(property)) states.get(page)!.tainted = true
      return value.bind(target)
    },
  })
}

type PageState = { origins: Set<string>; tainted: boolean }
const states = new WeakMap<Page, PageState>()

/**
 * Notes the origins the page shows (their stored data is cleared before it is lent again) and
 * accepts leaving a page with unsaved changes ("Leave site?", beforeunload): a reused tab leaves
 * whatever page the earlier test left in it. Other dialogs are dismissed as Playwright does when
 * no one listens, unless the test listens itself.
 */
function watch(page: Page, state: PageState) {
  page.on('framenavigated', (frame) => {
    const origin = new URL(frame.url()).origin
    if (origin.startsWith('http')) state.origins.add(origin)
  })
  page.on('dialog', (dialog: Dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept().catch(() => undefined)
    else if (listenersOf(page, 'dialog') === 1) void dialog.dismiss().catch(() => undefined)
  })
}

/** Playwright's Page is an event emitter; its type leaves listenerCount out. */
const listenersOf = (page: Page, event: string) => (page as Page & { listenerCount?: (name: string) => number }).listenerCount?.(event) ?? 1

/** The page as a new one of these options; false when it cannot be (the tab crashed). */
async function reset(page: Page, options: BrowserContextOptions): Promise<boolean> {
  const state = states.get(page)!
  try {
    page.removeAllListeners()
    watch(page, state)
    const context = page.context()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    for (const other of context.pages()) if (other !== page) await other.close()
    await page.goto('about:blank')
    await context.clearCookies()
    await context.clearPermissions()
    await context.setOffline(options.offline ?? false)
    const cdp = await context.newCDPSession(page)
    try {
      await cdp.send('Network.clearBrowserCache')
      for (const origin of state.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    } finally {
      await cdp.detach()
    }
    state.origins.clear()
    await page.setExtraHTTPHeaders({})
    if (options.viewport !== null) await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT)
    return true
  } catch {
    await page.context().close().catch(() => undefined)
    return false
  }
}
