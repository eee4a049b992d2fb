'use client'
import { useTranslation } from '@payloadcms/ui'
import { useConsequenceCount } from './use-consequence-count'
import { consequenceText, type Bilingual, type DeleteConsequence } from './wording'

type ConsequenceNoteProps = { ids: readonly (number | string)[]; consequence: DeleteConsequence; text: Bilingual }

/** In a delete confirmation: what deleting `ids` also does, once counted; nothing when nothing else is touched. */
export function ConsequenceNote({ ids, consequence, text }: ConsequenceNoteProps) {
  const { i18n } = useTranslation()
  const count = useConsequenceCount(ids, consequence)
  if (!count) return null
  return (
    <p className="delete-consequence" role="note" data-delete-consequence={count}>
      {consequenceText(text, i18n.language, count)}
    </p>
  )
}
