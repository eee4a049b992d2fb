/** What the send and revise endpoints answer (src/quotes/endpoints): a message in the admin's language, or an error in it. */
export type ActionAnswer = { message?: string; error?: string; link?: string; doc?: { id: number; reference?: string } }

/**
 * POSTs one of the quote's actions as the signed-in member of staff. The endpoint's own words are
 * shown as they come (they name the line to price, the state that refuses); `failed` is for an
 * answer that is not the endpoint's (a proxy's error page, a lost connection).
 */
export async function postQuoteAction(path: string, failed: (status: number) => string): Promise<{ ok: true; answer: ActionAnswer } | { ok: false; error: string }> {
  try {
    const response = await fetch(path, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } })
    const answer = (await response.json().catch(() => ({}))) as ActionAnswer
    if (!response.ok) return { ok: false, error: answer.error ?? failed(response.status) }
    return { ok: true, answer }
  } catch {
    return { ok: false, error: failed(0) }
  }
}
