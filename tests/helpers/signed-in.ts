import { request, type BrowserContext } from 'playwright-core'

type Account = { email: string; password: string }
type Cookies = Parameters<BrowserContext['addCookies']>[0]

/** The cookies of one sign-in per server and account, kept for every test file of the worker. */
const signIns = new Map<string, Promise<Cookies>>()

async function signInOnce(baseUrl: string, account: Account): Promise<Cookies> {
  const api = await request.newContext()
  try {
    const login = await api.post(`${baseUrl}/api/users/login`, { data: account, headers: { origin: baseUrl } })
    if (login.status() !== 200) throw new Error(`${account.email} could not sign in on ${baseUrl} (${login.status()})`)
    return (await api.storageState()).cookies
  } finally {
    await api.dispose()
  }
}

/**
 * Signs the browser context in as `account` with the cookies of a sign-in made once per worker
 * (issue 25: one signed-in state for the admin browser files): a sign-in costs the server a
 * password hash, about 0.1 CPU-s, and the admin files opened some 300 contexts a run. The pool
 * clears a context's cookies between tests (page-pool.ts), so they are added to each. A session
 * ended meanwhile (a test that signs the account out everywhere) is replaced by a new sign-in.
 */
export async function signInContext(context: BrowserContext, baseUrl: string, account: Account): Promise<void> {
  const key = `${baseUrl} ${account.email}`
  for (let attempt = 0; ; attempt += 1) {
    let cookies = signIns.get(key)
    if (!cookies) signIns.set(key, (cookies = signInOnce(baseUrl, account)))
    cookies.catch(() => signIns.delete(key))
    await context.addCookies(await cookies)
    const me = (await (await context.request.get(`${baseUrl}/api/users/me`, { headers: { origin: baseUrl } })).json()) as { user?: { email?: string } | null }
    if (me.user?.email === account.email) return
    signIns.delete(key)
    if (attempt > 0) throw new Error(`${account.email} is not signed in on ${baseUrl} after a new sign-in`)
  }
}
