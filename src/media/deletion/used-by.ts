import type { Payload, PayloadRequest } from 'payload'
import { labelIn } from '../../shared/admin-label'
import { findMediaUsers, type MediaId } from '../usage'

/** One record or setting that uses a media file, as an administrator reads it: what it is, its name, where to open it. */
export type UsedByEntry = { kind: string; title: string; href: string; active: boolean }

type AdminLanguage = { i18n?: { language?: string } }

/** The records and settings that use a media file, labelled in the administrator's language, with admin links. */
export async function usedBy(payload: Payload, id: MediaId, req: PayloadRequest | undefined, language: AdminLanguage): Promise<UsedByEntry[]> {
  const users = (await findMediaUsers(payload, [id], req)).get(String(id)) ?? []
  const admin = payload.config.routes.admin
  return users.map((user) => {
    if (user.kind === 'global') {
      const global = payload.config.globals.find((entry) => entry.slug === user.slug)
      return { kind: labelIn(language, global?.label, user.title), title: labelIn(language, global?.label, user.title), href: `${admin}/globals/${user.slug}`, active: user.active }
    }
    const collection = payload.collections[user.slug as keyof typeof payload.collections]?.config
    return {
      kind: labelIn(language, collection?.labels?.singular, user.slug),
      title: user.title,
      href: `${admin}/collections/${user.slug}/${user.id}`,
      active: user.active,
    }
  })
}
