/** An answer of the site's REST API; an HTML page (nginx's error page) is kept as its text. */
export type JsonReply = { status: number; body: Record<string, unknown> & { docs?: Record<string, unknown>[] } }

/** A JSON call to one origin of a site, as an administrator (token) or as a visitor named by the trusted proxy (client). */
export async function jsonCall(origin: string, path: string, init: { method?: string; body?: unknown; token?: string; client?: string } = {}): Promise<JsonReply> {
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `JWT ${init.token}` } : {}),
      ...(init.client ? { 'X-Forwarded-For': init.client } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  try {
    return { status: response.status, body: JSON.parse(text) as JsonReply['body'] }
  } catch {
    return { status: response.status, body: { text } }
  }
}
