import type { PayloadRequest } from 'payload'

type BrandNames = { en: string; zh: string }

/** Read once a request: the mail's subject and body each ask for them. */
const readFor = new WeakMap<PayloadRequest, Promise<BrandNames>>()

/** The brand's name in both languages, as the site shows it (the general settings), for the invitation mail. */
export function brandNames(req: PayloadRequest): Promise<BrandNames> {
  let names = readFor.get(req)
  if (!names) {
    names = readBrandNames(req)
    readFor.set(req, names)
  }
  return names
}

async function readBrandNames(req: PayloadRequest): Promise<BrandNames> {
  // The server's own read: the mail may be asked for by a visitor (a reset request on an invited account).
  const read = (locale: 'en' | 'zh-Hant') => req.payload.findGlobal({ slug: 'general-settings', locale, depth: 0, req, overrideAccess: true }).catch(() => undefined)
  const [en, zh] = await Promise.all([read('en'), read('zh-Hant')])
  const name = (settings: typeof en) => settings?.brandName?.trim() || settings?.companyName?.trim() || ''
  const english = name(en) || 'KINSEN'
  return { en: english, zh: name(zh) || english }
}
