import type { Endpoint, PayloadRequest } from 'payload'
import { answeringUnavailable, rethrowIfUnavailable } from '../../platform/http/form-unavailable'
import { admitPublicWrite } from '../../platform/limits/public-write'
import { INSIGHT_LIMITS } from '../../platform/limits/rate-limit'
import { clientAddress } from '../../shared/http/client-address'
import { json, readJson } from '../../shared/http/respond'
import { insightEventSchema } from '../../shared/insights/events'
import { localeFromHost } from '../../shared/locales'
import { isAutomated } from '../bots'
import { countVisit } from '../count-visit'
import { beaconMessages } from '../text'

/** Whether a page's key names something the site shows: a made-up slug or code, or an inactive product's, adds no row. */
async function known(req: PayloadRequest, figure: 'view' | 'code' | 'datasheet', key: string): Promise<boolean> {
  // What a visitor's page can show: Active products and their codes (the site's pages read them so too;
  // the collections' API itself is closed to visitors).
  const found =
    figure === 'view'
      ? await req.payload.find({ collection: 'products', where: { and: [{ slug: { equals: key } }, { status: { equals: 'Active' } }] }, select: {}, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
      : await req.payload.find({ collection: 'item-codes', where: { and: [{ itemCode: { equals: key } }, { 'product.status': { equals: 'Active' } }] }, select: {}, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  return found.docs.length > 0
}

const counted = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/insights/beacon {figure, key[, results, found]} → 204: a visitor's page reports what
 * it showed (src/shared/insights). Anonymous, from the site's own pages only, within per-visitor
 * limits; a program's user agent, a signed-in member of staff and a key the site does not show
 * are answered the same and not counted, and so is a visitor's second beacon for an item in a day
 * and one past what its address or network may add (count-visit.ts). A search with no result also
 * counts as one that found nothing.
 */
export const beaconEndpoint: Endpoint = {
  path: '/beacon',
  method: 'post',
  handler: (req) => {
    const locale = localeFromHost(req.headers.get('host'))
    const messages = beaconMessages(locale)
    return answeringUnavailable(locale, async () => {
      const refused = await admitPublicWrite(req, { action: 'insight', limits: INSIGHT_LIMITS, messages })
      if (refused) return refused
      const event = insightEventSchema.safeParse(await readJson(req))
      if (!event.success) return json(400, { error: messages.badEvent })
      if (isAutomated(req.headers.get('user-agent')) || req.user) return counted()
      try {
        const { figure, key } = event.data
        if ((figure === 'view' || figure === 'code' || figure === 'datasheet') && !(await known(req, figure, key))) return counted()
        await countVisit(req, event.data, { address: clientAddress(req.headers), userAgent: req.headers.get('user-agent') ?? '' })
        return counted()
      } catch (error) {
        rethrowIfUnavailable(error)
        req.payload.logger.warn({ err: error, msg: 'Counting an interest figure failed' })
        return counted()
      }
    })
  },
}
