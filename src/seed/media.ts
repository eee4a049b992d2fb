import type { Payload } from 'payload'
import { pick } from './localized'
import type { Localized } from './types'

type UploadInput = { data: Buffer; name: string; mimetype: string; alt: Localized }

/** Stores a generated file in the media library with its alt text in both languages. */
export async function uploadMedia(payload: Payload, input: UploadInput): Promise<number> {
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: input.alt.en },
    file: { data: input.data, name: input.name, mimetype: input.mimetype, size: input.data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'zh-Hant', data: { alt: pick(input.alt, 'zh') as string } })
  return doc.id as number
}

export const jpeg = (data: Buffer, name: string, alt: Localized): UploadInput => ({ data, name: `${name}.jpg`, mimetype: 'image/jpeg', alt })
export const png = (data: Buffer, name: string, alt: Localized): UploadInput => ({ data, name: `${name}.png`, mimetype: 'image/png', alt })
export const pdf = (data: Buffer, name: string, alt: Localized): UploadInput => ({ data, name: `${name}.pdf`, mimetype: 'application/pdf', alt })
export const webm = (data: Buffer, name: string, alt: Localized): UploadInput => ({ data, name: `${name}.webm`, mimetype: 'video/webm', alt })
