import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cacheTags } from '@/shared/cache/tags'
import { singleFlight } from '@/shared/cache/single-flight'
import { keptName, provideSiteWords } from '@/shared/text/site-words'
import { toSimplified } from '@/shared/text/to-simplified'
import { getCompanyIdentity } from '@/site-settings/queries'

/** The Chinese names of the categories and of the company (issue 28.18), in both scripts. */
const readSiteWords = unstable_cache(
  async (): Promise<string[]> => {
    const payload = await getPayload({ config })
    const categories = (await payload.find({ collection: 'categories', locale: 'zh-Hant', depth: 0, pagination: false, select: { name: true }, overrideAccess: false })).docs
    const company = await getCompanyIdentity('zh-Hant')
    const names = [...categories.map((category) => category.name), company.companyName, company.brandName]
    const kept = names.flatMap((name) => keptName(name) ?? [])
    return [...new Set([...kept, ...kept.map(toSimplified)])]
  },
  ['site-words'],
  { tags: [cacheTags.categories, cacheTags.settings] },
)

// Every heading of a page asks at once: while the words are read (after a save expired them), they share one read.
provideSiteWords(singleFlight(() => 'site-words', readSiteWords))
