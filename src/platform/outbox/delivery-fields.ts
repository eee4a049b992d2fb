import type { Field } from 'payload'
import { bilingual, label } from '../../shared/admin-label'

/**
 * What a stored, mailed record keeps about its delivery, kept by the sending
 * job (delivery-task.ts) and shown read-only in the sidebar. `afterStatus`
 * goes right under the status (the contact message's Resend button).
 */
export const deliveryFields = (afterStatus: Field[] = []): Field[] => [
    {
      name: 'deliveryStatus',
      label: label('Delivery', '傳送狀態'),
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: label('Waiting to send', '等待傳送') },
        { value: 'retrying', label: label('Retrying: not sent yet, see next try', '重試中：尚未傳送，見下次嘗試時間') },
        { value: 'sent', label: label('Sent', '已傳送') },
        { value: 'failed', label: label('Failed: gave up after retrying for days', '傳送失敗：多日重試後放棄') },
        { value: 'not-configured', label: label('Not sent: no mail server configured', '未傳送：未設定郵件伺服器') },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...afterStatus,
    {
      name: 'nextAttemptAt',
      label: label('Next try at', '下次嘗試時間'),
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' }, condition: (data) => data?.deliveryStatus === 'retrying' },
    },
    { name: 'attempts', label: label('Attempts', '嘗試次數'), type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'lastAttemptAt', label: label('Last try at', '最後嘗試時間'), type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } } },
    { name: 'lastError', label: label('Last error', '最後錯誤'), type: 'textarea', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'deliveredAt', label: label('Delivered at', '傳送時間'), type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } } },
    {
      name: 'deliveryStartedAt',
      label: label('Sending since', '開始傳送時間'),
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' },
        description: bilingual('When sending began. If the message still cannot be sent 3 days later, retries stop and it is marked Failed.', '開始傳送的時間。如三天後仍未能傳送，系統會停止重試並標示為傳送失敗。'),
      },
    },
]
