import { getMessages } from '../../i18n/messages'
import { isSiteLocale, type SiteLocale } from '../../shared/locales'
import { DATABASE_UNAVAILABLE_STATUS, isDatabaseWriteUnavailable } from '../../shared/http/database-unavailable'
import { json } from '../../shared/http/respond'

/** How long a visitor's browser or script is told to wait: a read-only or full database is rarely fixed within seconds. */
const RETRY_AFTER_SECONDS = '300'

/** The public forms' message while the database cannot take writes, in the visitor's language. */
export const formUnavailableMessage = (locale: SiteLocale) => getMessages(locale).common.formUnavailable

/** 503 with the message, in the JSON shape of the forms' other refusals ({error}). */
export const formUnavailable = (locale: SiteLocale) => json(DATABASE_UNAVAILABLE_STATUS, { error: formUnavailableMessage(locale) }, { 'Retry-After': RETRY_AFTER_SECONDS })

/** The same for the plain form post, whose refusals are plain text. */
export const formUnavailableText = (locale: SiteLocale) =>
  new Response(formUnavailableMessage(locale), {
    status: DATABASE_UNAVAILABLE_STATUS,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': RETRY_AFTER_SECONDS },
  })

/**
 * Runs a public form's handler so that a database that cannot take writes
 * (read-only, full, unreachable: database-unavailable.ts), wherever it shows
 * (the visitor's limits are counted there too, when no Redis is set), is
 * answered 503 with a message the visitor understands, never 500.
 */
export async function answeringUnavailable(locale: SiteLocale, handle: () => Promise<Response>, unavailable = formUnavailable): Promise<Response> {
  try {
    return await handle()
  } catch (error) {
    if (isDatabaseWriteUnavailable(error)) return unavailable(locale)
    throw error
  }
}

/** For a handler's own catch: rethrows an unavailable database for answeringUnavailable, so it is not logged and answered as a failure. */
export function rethrowIfUnavailable(error: unknown): void {
  if (isDatabaseWriteUnavailable(error)) throw error
}

/**
 * A plain form post (a form sent without JavaScript, to a route under [locale]): handled in the
 * language of its route, and answered 503 in words, as plain text, when the database cannot take it.
 */
export async function answerPlainFormPost(params: Promise<{ locale: string }>, handle: (locale: SiteLocale) => Promise<Response>): Promise<Response> {
  const { locale: routeLocale } = await params
  const locale = isSiteLocale(routeLocale) ? routeLocale : 'en'
  return answeringUnavailable(locale, () => handle(locale), formUnavailableText)
}
