import type { Field } from 'payload'
import { bilingual, label } from '../../shared/admin-label'
import { readableLabelled } from '../../shared/fields/readable'

/** A record kept before it is sent at all (a quote being prepared): never picked up by the outbox until an action makes it Waiting. */
const IDLE = { value: 'idle', en: 'Not sent yet', zh: '尚未發送' } as const

const STATUSES = [
  { value: 'pending', en: 'Waiting to send', zh: '等待傳送' },
  { value: 'retrying', en: 'Retrying: not sent yet, see next try', zh: '重試中：尚未傳送，見下次嘗試時間' },
  { value: 'sent', en: 'Sent', zh: '已傳送' },
  { value: 'failed', en: 'Failed: gave up after retrying for days', zh: '傳送失敗：多日重試後放棄' },
  { value: 'not-configured', en: 'Not sent: no mail server configured', zh: '未傳送：未設定郵件伺服器' },
] as const

/** A time of the delivery, shown as readable text (yyyy-MM-dd HH:mm in the administrator's time zone). */
const readableTime = (en: string, zhTW: string, extra: Record<string, unknown> = {}) => readableLabelled(en, zhTW, { format: 'date-time', ...extra }, 'sidebar')

/** Shown only while the record is retrying. */
const whileRetrying = <T extends { admin: object }>(field: T) => ({ ...field, admin: { ...field.admin, condition: (data: { deliveryStatus?: string }) => data?.deliveryStatus === 'retrying' } })

/**
 * What a stored, mailed record keeps about its delivery, kept by the sending
 * job (delivery-task.ts) and shown in the sidebar as readable text, never as
 * greyed-out inputs. `afterStatus` goes right under the status (the contact
 * message's Resend button).
 */
export const deliveryFields = (afterStatus: Field[] = [], { startsIdle = false }: { startsIdle?: boolean } = {}): Field[] => {
  const statuses = startsIdle ? [IDLE, ...STATUSES] : STATUSES
  return [
  {
    name: 'deliveryStatus',
    ...readableLabelled('Delivery', '傳送狀態', { words: Object.fromEntries(statuses.map((status) => [status.value, bilingual(status.en, status.zh)])) }, 'sidebar'),
    type: 'select',
    required: true,
    // A record stored to be sent waits at once; one that starts idle waits for its action (a quote's Send).
    defaultValue: startsIdle ? IDLE.value : 'pending',
    index: true,
    // The list's column and filter name each status too.
    options: statuses.map((status) => ({ value: status.value, label: label(status.en, status.zh) })),
  },
  ...afterStatus,
  {
    name: 'nextAttemptAt',
    type: 'date',
    ...whileRetrying(readableTime('Next try at', '下次嘗試時間')),
  },
  { name: 'attempts', ...readableLabelled('Attempts', '嘗試次數', {}, 'sidebar'), type: 'number', defaultValue: 0, min: 0 },
  { name: 'lastAttemptAt', ...readableTime('Last try at', '最後嘗試時間'), type: 'date' },
  { name: 'lastError', ...readableLabelled('Last error', '最後錯誤', {}, 'sidebar'), type: 'textarea' },
  { name: 'deliveredAt', ...readableTime('Delivered at', '傳送時間'), type: 'date' },
  {
    name: 'deliveryStartedAt',
    ...readableTime('Sending since', '開始傳送時間', {
      description: bilingual('When sending began. If the message still cannot be sent 3 days later, retries stop and it is marked Failed.', '開始傳送的時間。如三天後仍未能傳送，系統會停止重試並標示為傳送失敗。'),
    }),
    type: 'date',
  },
]
}
