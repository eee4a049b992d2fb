import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { routeLocale } from '@/i18n/route-locale'
import { getMessages } from '@/i18n/messages'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = getMessages(await routeLocale(params))
  return { title: t.meta.notFound.title, description: t.meta.notFound.description, robots: { index: false } }
}

/** Any unknown path: logged, then the Page Not Found view with a 404 status. */
export default async function UnknownPage({ params }: Props) {
  const { rest } = await params
  await routeLocale(params)
  console.warn(`404 Page Not Found: /${rest.join('/')}`)
  notFound()
}
