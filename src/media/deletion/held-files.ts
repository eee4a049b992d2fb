import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionAfterErrorHook, CollectionBeforeDeleteHook, Payload } from 'payload'

/**
 * Payload removes a media record's files from the disk before it deletes the
 * record, so a delete that then fails (a database that is read-only, full or
 * gone, a constraint) used to leave a record whose files were gone. Before
 * Payload starts, every file of the record is hard-linked into a holding
 * folder outside the served folder (no copy, no extra space). Once the
 * database has settled, the holding folder is emptied if the record is gone,
 * and the files are linked back if it still exists: a failed delete loses
 * nothing. (S3 needs none of this: its plugin deletes objects only after the
 * database delete.)
 */
type FileDoc = { id?: unknown; filename?: unknown; sizes?: unknown }

/** How long after a delete the record's fate is read again: past the commit of its transaction. */
const SETTLE_AFTER_MS = 2000

const exists = (file: string) => fs.access(file).then(() => true, () => false)

function fileNames(doc: FileDoc): string[] {
  const sizes = doc.sizes && typeof doc.sizes === 'object' ? Object.values(doc.sizes as Record<string, { filename?: unknown } | null>) : []
  return [doc.filename, ...sizes.map((size) => size?.filename)].filter((name): name is string => typeof name === 'string' && name.length > 0 && path.basename(name) === name)
}

export function heldFiles({ staticDir, holdingDir }: { staticDir: string; holdingDir: string }) {
  const folderOf = (id: unknown) => path.join(holdingDir, String(id).replace(/[^\w-]/g, '_'))

  async function hold(doc: FileDoc): Promise<void> {
    const folder = folderOf(doc.id)
    await fs.mkdir(folder, { recursive: true })
    for (const name of fileNames(doc)) {
      const source = path.join(staticDir, name)
      if (!(await exists(source)) || (await exists(path.join(folder, name)))) continue
      // A link keeps the file's data alive after Payload unlinks it; a copy where links cannot be made.
      await fs.link(source, path.join(folder, name)).catch(() => fs.copyFile(source, path.join(folder, name)))
    }
  }

  /** Links the held files back if the record still exists, then empties the holding folder. */
  async function settle(payload: Payload, id: unknown): Promise<'restored' | 'released' | 'none'> {
    const folder = folderOf(id)
    if (!(await exists(folder))) return 'none'
    // No req: the committed state, outside the delete's transaction.
    const { totalDocs } = await payload.count({ collection: 'media', where: { id: { equals: id as number } }, overrideAccess: true })
    if (totalDocs > 0) {
      for (const name of await fs.readdir(folder)) {
        const target = path.join(staticDir, name)
        if (!(await exists(target))) await fs.link(path.join(folder, name), target).catch(() => fs.copyFile(path.join(folder, name), target))
      }
    }
    await fs.rm(folder, { recursive: true, force: true })
    return totalDocs > 0 ? 'restored' : 'released'
  }

  /** Every holding folder a stopped server left behind. */
  async function settleAll(payload: Payload): Promise<void> {
    const folders = await fs.readdir(holdingDir).catch(() => [] as string[])
    for (const folder of folders) await settle(payload, /^\d+$/.test(folder) ? Number(folder) : folder)
  }

  /**
   * Holds the files, and reads the record's fate once the delete has settled whatever its outcome: one
   * delete, one of many in a bulk delete (whose failures are reported, not thrown), or a failure.
   */
  const beforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
    const doc = await req.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, req, select: { filename: true, sizes: true } })
    await hold({ ...doc, id })
    const timer = setTimeout(() => {
      settle(req.payload, id).catch((error: unknown) => req.payload.logger.error({ err: error, msg: `Settling the held files of media ${String(id)} failed` }))
    }, SETTLE_AFTER_MS)
    timer.unref()
  }

  /** A delete that failed: its transaction has been rolled back, so the record is there and gets its files back at once. */
  const afterError: CollectionAfterErrorHook = async ({ req }) => {
    const id = req.routeParams?.id
    if (req.method !== 'DELETE') return
    if (id !== undefined) await settle(req.payload, /^\d+$/.test(String(id)) ? Number(id) : id)
    else await settleAll(req.payload)
  }

  return { hold, settle, settleAll, beforeDelete, afterError }
}
