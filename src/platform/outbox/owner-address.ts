import type { Payload } from 'payload'

/** Where the site's mail to its owner goes (contact messages and requests): the settings' contact e-mail, else the public info address. */
export async function contactRecipient(payload: Payload): Promise<string | undefined> {
  try {
    const settings = await payload.findGlobal({ slug: 'general-settings', depth: 0 })
    return settings.contactEmail || settings.infoEmail || undefined
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Contact e-mail lookup failed; using the info address' })
    return undefined
  }
}
