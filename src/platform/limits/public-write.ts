import type { Payload, PayloadRequest } from 'payload'
import { env } from '../../config/env.server'
import { originOf, siteLocales } from '../../shared/locales'
import { clientAddress } from '../../shared/http/client-address'
import { sharedCounters } from './counters'
import { type ClientLimits, consumeForClient } from './rate-limit'
import { json } from '../../shared/http/respond'

/** Applies a public write's per-visitor and per-network limits; returns a 429 response when exceeded. */
async function limitPublicWrite(payload: Payload, headers: Headers, action: string, message: string, limits: ClientLimits): Promise<Response | undefined> {
  if (!env().publicWriteLimits) return undefined
  const result = await consumeForClient(sharedCounters(payload), action, clientAddress(headers), limits)
  if (result.allowed) return undefined
  return json(429, { error: message }, { 'Retry-After': String(result.retryAfterSeconds) })
}

const isJson = (req: PayloadRequest) => /^application\/json\s*(;|$)/i.test(req.headers.get('content-type') ?? '')

/** The site's own origins (English and both Chinese sites); a browser names one of them in Origin when our pages post. */
let origins: Set<string> | undefined
function siteOrigins(): Set<string> {
  const { siteUrl } = env()
  origins ??= new Set(siteLocales.map((locale) => originOf(siteUrl, locale)))
  return origins
}

/**
 * Public writes need no session, so a page on another site could make its
 * visitors' browsers send them (signing strangers up, flooding the inbox).
 * A JSON body cannot be sent cross-site without a CORS preflight, which is
 * never granted, and a browser that names another Origin (or the opaque
 * "null") is refused as well. Requests without Origin (curl, servers) are
 * not browsers acting for someone else.
 */
function refuseCrossSite(req: PayloadRequest, messages: { notJson: string; crossSite: string }): Response | undefined {
  if (!isJson(req)) return json(415, { error: messages.notJson })
  const origin = req.headers.get('origin')
  if (origin && !siteOrigins().has(origin)) return json(403, { error: messages.crossSite })
  return undefined
}

type PublicWriteRule = {
  /** The limit bucket, e.g. 'contact'. */
  action: string
  limits: ClientLimits
  messages: { notJson: string; crossSite: string; tooMany: string }
}

/** Every public write's door: JSON from the site's own pages only, then the visitor's limits. */
export async function admitPublicWrite(req: PayloadRequest, { action, limits, messages }: PublicWriteRule): Promise<Response | undefined> {
  return refuseCrossSite(req, messages) ?? (await limitPublicWrite(req.payload, req.headers, action, messages.tooMany, limits))
}

/**
 * The door of a plain HTML form post (the request form without JavaScript):
 * a form can be posted cross-site without a preflight, so the browser must
 * name one of our origins in Origin (every current browser sends it on a
 * POST), then the same per-visitor limits as the JSON door, in the same bucket.
 */
export async function admitFormPost(payload: Payload, req: { headers: Headers }, { action, limits, messages }: PublicWriteRule): Promise<{ status: number; error: string } | undefined> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers.get('content-type') ?? '')) return { status: 415, error: messages.notJson }
  const origin = req.headers.get('origin')
  if (!origin || !siteOrigins().has(origin)) return { status: 403, error: messages.crossSite }
  const limited = await limitPublicWrite(payload, req.headers, action, messages.tooMany, limits)
  return limited ? { status: 429, error: messages.tooMany } : undefined
}
