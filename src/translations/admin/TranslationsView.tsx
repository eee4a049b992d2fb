import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { TranslationsOverview } from './TranslationsOverview'
import { ViewTitle } from '../../admin/ViewTitle'
import { TranslationRecord } from './TranslationRecord'
import { translationWords } from './text'

/**
 * /admin/translations (what is not yet in Chinese, per collection and
 * global, with export and import) and /admin/translations/:slug/:id (one
 * record's texts, English beside Chinese).
 */
export async function TranslationsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const admin = req.payload.config.routes.admin
  if (!req.user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}/translations`)}`)
  const segments = Array.isArray(params?.segments) ? params.segments.map(String) : []
  const [, slug, id] = segments
  const only = typeof searchParams?.source === 'string' ? searchParams.source : undefined
  return (
    <DefaultTemplate i18n={req.i18n} locale={locale} params={params} payload={req.payload} permissions={permissions} searchParams={searchParams} user={req.user} viewActions={req.payload.config.admin.components?.actions} visibleEntities={visibleEntities}>
      <ViewTitle title={translationWords(req.i18n).title} />
      <Gutter>{slug ? <TranslationRecord req={req} slug={slug} id={id} /> : <TranslationsOverview req={req} only={only} />}</Gutter>
    </DefaultTemplate>
  )
}
