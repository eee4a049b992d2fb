import type { PayloadRequest } from 'payload'

type MediaDoc = { id: number | string; mimeType?: string | null; filesize?: number | null; filename?: string | null }

export function relationId(value: unknown): number | string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return undefined
}

/** Loads the media document an upload field points at, or undefined when it is empty or gone. */
export async function loadMedia(value: unknown, req: PayloadRequest | undefined): Promise<MediaDoc | undefined> {
  const id = relationId(value)
  if (id === undefined || !req) return undefined
  try {
    return (await req.payload.findByID({ collection: 'media', id, depth: 0, req, overrideAccess: true })) as MediaDoc
  } catch {
    return undefined
  }
}
