import { headers } from 'next/headers'
import { localeFromHost } from '@/i18n/locales'
import { getMessages } from '@/i18n/messages'
import { NotFoundView } from '@/site-shell/pages/NotFoundView'

export default async function NotFound() {
  const locale = localeFromHost((await headers()).get('host'))
  return <NotFoundView t={getMessages(locale)} />
}
