import type { PayloadRequest } from 'payload'
import { env } from '../../config/env.server'
import { sharedStore } from '../../infrastructure/shared-store/shared-store'
import { chineseOrigin } from '../locales'
import { clientAddress } from './client-address'
import { type ClientLimits, consumeForClient } from './rate-limit'
import { json } from './respond'

/** Applies a public write's per-visitor and per-network limits; returns a 429 response when exceeded. */
async function limitPublicWrite(req: PayloadRequest, action: string, message: string, limits: ClientLimits): Promise<Response | undefined> {
  if (!env().publicWriteLimits) return undefined
  const result = await consumeForClient(sharedStore(req.payload), action, clientAddress(req.headers), limits)
  if (result.allowed) return undefined
  return json(429, { error: message }, { 'Retry-After': String(result.retryAfterSeconds) })
}

const isJson = (req: PayloadRequest) => /^application\/json\s*(;|$)/i.test(req.headers.get('content-type') ?? '')

/** The site's own origins (English and Chinese); a browser names one of them in Origin when our pages post. */
let origins: Set<string> | undefined
function siteOrigins(): Set<string> {
  const { siteUrl } = env()
  origins ??= new Set([new URL(siteUrl).origin, new URL(chineseOrigin(siteUrl)).origin])
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
  return refuseCrossSite(req, messages) ?? (await limitPublicWrite(req, action, messages.tooMany, limits))
}
