import { getMessages } from '../i18n/messages'
import type { GeneralSetting } from '../payload-types'
import type { SiteLocale } from '../shared/locales'
import { longDate } from '../shared/text/long-date'
import { companyIdentity } from './company-identity'

/** The maker as a printed document's letterhead names it: brand, legal name when it differs, address, telephone and e-mail. */
export type PrintedMaker = { name: string; legalName?: string; lines: string[] }

type Settings = Pick<GeneralSetting, 'brandName' | 'companyName' | 'logo' | 'foundingYear' | 'address' | 'addressArea' | 'telephone' | 'infoEmail'>

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)

export function printedMaker(locale: SiteLocale, settings: Settings): PrintedMaker {
  const words = getMessages(locale).printed
  const identity = companyIdentity(settings)
  const telephone = present(settings.telephone)
  const email = present(settings.infoEmail)
  const contact = [telephone && `${words.telephone} ${telephone}`, email && `${words.email} ${email}`].filter((line): line is string => Boolean(line))
  return {
    name: identity.brandName,
    legalName: identity.companyName !== identity.brandName ? identity.companyName : undefined,
    lines: [...(identity.address ? [identity.address] : []), ...(contact.length > 0 ? [contact.join('   ')] : [])],
  }
}

/** The date a document was printed, as the visitor's language writes it, in Hong Kong time. */
export function printedDate(locale: SiteLocale, date: Date): string {
  return getMessages(locale).printed.dated(longDate(locale, date))
}

export type PrintedSettings = Settings
