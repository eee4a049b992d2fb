'use client'
import { SetStepNav } from '@payloadcms/ui'

/** The admin breadcrumb: Translations, then the content or record being translated. */
export function TranslationsStepNav({ title, current }: { title: string; current?: string }) {
  return <SetStepNav nav={current ? [{ label: title, url: '/translations' }, { label: current }] : [{ label: title }]} />
}
