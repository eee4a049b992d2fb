import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cacheTags } from '@/shared/cache/tags'
import { provideSiteWords } from '@/shared/text/site-words'
import { getCompanyIdentity } from '@/site-settings/queries'

/**
 * Names longer than this many characters are left to the dictionary (a heading of one unbroken
 * name that long would not fit a 320 px screen); the trade's words inside them still hold.
 */
const LONGEST_KEPT = 8
const HAN = /\p{Script=Han}/u

/** The Chinese names of the Active products, of the categories and of the company (issue 28.18). */
const readSiteWords = unstable_cache(
  async (): Promise<string[]> => {
    const payload = await getPayload({ config })
    const namesOf = async (collection: 'products' | 'categories') =>
      (await payload.find({ collection, locale: 'zh-Hant', depth: 0, pagination: false, select: { name: true }, overrideAccess: false })).docs.map((doc) => doc.name)
    const [products, categories, company] = await Promise.all([namesOf('products'), namesOf('categories'), getCompanyIdentity('zh-Hant')])
    const names = [...products, ...categories, company.companyName, company.brandName].map((name) => name?.trim() ?? '')
    return [...new Set(names.filter((name) => HAN.test(name) && name.length >= 2 && name.length <= LONGEST_KEPT))]
  },
  ['site-words'],
  { tags: [cacheTags.products, cacheTags.categories, cacheTags.settings] },
)

provideSiteWords(readSiteWords)
