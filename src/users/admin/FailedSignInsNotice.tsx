import type { ServerProps } from 'payload'
import { adminT } from '../../admin/i18n/translations'
import { sharedCounters } from '../../platform/limits/counters'
import { type FailedSignIns, manyFailedSignIns } from '../sign-in/throttle'

/**
 * Tells the owner, at the top of the dashboard, which administrator accounts
 * many failed sign-ins have aimed at in about the last hour (a guessing attack
 * spread over many addresses, issue 26 item 13). Shown only while it applies.
 */
export async function FailedSignInsNotice({ i18n, payload }: ServerProps) {
  const { docs } = await payload.find({ collection: 'users', depth: 0, limit: 100, pagination: false, overrideAccess: true, select: { email: true } })
  const store = sharedCounters(payload)
  const attacked = (await Promise.all(docs.map((user) => manyFailedSignIns(store, user.email.toLowerCase())))).filter((found): found is FailedSignIns => Boolean(found))
  if (attacked.length === 0) return null
  const t = adminT(i18n)
  return (
    <div role="alert" style={{ marginBottom: 'calc(var(--base) * 2)', padding: 'calc(var(--base) / 2) var(--base)', border: '1px solid var(--theme-error-500)', background: 'var(--theme-error-50)' }}>
      {attacked.map(({ account, failures, addresses }) => (
        <p key={account} style={{ margin: 0 }}>
          {t('kinsen:failedSignInsNotice', { account, failures, addresses })}
        </p>
      ))}
    </div>
  )
}
