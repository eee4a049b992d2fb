import type { Metadata } from 'next'
import { routeLocale } from '@/i18n/route-locale'
import { getMessages } from '@/i18n/messages'
import { NotFoundStatus } from '@/shared/routing/NotFoundStatus'
import { NotFoundView } from '@/site-shell/pages/NotFoundView'
import { logger } from '@/infrastructure/logger.mjs'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

// Statically generated on request like every page, so that NotFoundStatus can answer 404 with the whole page in the HTML.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = getMessages(await routeLocale(params))
  // No robots here: Next marks every 404 answer noindex itself (twice with ours).
  return { title: t.meta.notFound.title, description: t.meta.notFound.description }
}

/** Any unknown path: logged, then the Page Not Found view with a 404 status. */
export default async function UnknownPage({ params }: Props) {
  const locale = await routeLocale(params)
  const { rest } = await params
  logger().warn(`404 Page Not Found: /${rest.join('/')}`)
  return (
    <>
      <NotFoundView t={getMessages(locale)} />
      <NotFoundStatus />
    </>
  )
}
