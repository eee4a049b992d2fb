'use client'
import { Button, toast, useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import type { KinsenKey } from '../../admin/i18n/translations'
import { useAdminTranslation } from '../../admin/i18n/use-admin-translation'
import { isAdministratorUser } from '../../shared/access'
import { fieldErrors } from '../../shared/http/respond'
import { staffInviteSchema } from '../schemas'

type Field = 'email' | 'name' | 'role'

const fieldStyle = { display: 'grid', gap: 4, alignContent: 'start' } as const
const inputStyle = {
  font: 'inherit',
  padding: '8px 12px',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 'var(--style-radius-s, 4px)',
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-elevation-1000)',
  minWidth: 0,
} as const
const errorStyle = { color: 'var(--theme-error-650)', margin: 0, fontSize: '0.9em' } as const

/**
 * Above the staff list: an administrator invites a staff member by e-mail (POST /api/users/invite).
 * Checked with the shared schema first, then the server's answer, both in the interface language;
 * a field's message sits under the field, the outcome is a toast, and the list reloads.
 */
export function InviteStaff() {
  const { t } = useAdminTranslation()
  const { user } = useAuth()
  const router = useRouter()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  /** An invitation made without a mail server: its link, for the administrator to pass on. */
  const [unmailed, setUnmailed] = useState<{ message: string; link: string }>()

  if (!isAdministratorUser(user)) return null

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form))
    const parsed = staffInviteSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([field, key]) => [field, t(key as KinsenKey)])))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const response = await fetch('/api/users/invite', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(parsed.data) })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; link?: string; error?: string; errors?: Partial<Record<Field, string>> }
      if (response.ok && answer.link) {
        form.reset()
        setUnmailed({ message: answer.message ?? '', link: answer.link })
        router.refresh()
        return
      }
      if (response.ok) {
        toast.success(answer.message ?? t('kinsen:staffInviteSent', { email: parsed.data.email }))
        form.reset()
        setOpen(false)
        router.refresh()
        return
      }
      if (answer.errors) setErrors(answer.errors)
      toast.error(answer.error ?? t('kinsen:staffInviteFailed'))
      // The account exists even when its mail failed: the list shows it as invited.
      if (response.status === 502) router.refresh()
    } catch {
      toast.error(t('kinsen:staffInviteFailed'))
    } finally {
      setBusy(false)
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined)
  const message = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} style={errorStyle}>
        {errors[field]}
      </p>
    )

  if (unmailed) {
    return (
      <div role="status" data-invite-link style={{ marginBottom: 'calc(var(--base) * 1.5)', padding: 'var(--base)', border: '1px solid var(--theme-warning-500, var(--theme-elevation-250))', borderRadius: 'var(--style-radius-m, 6px)', display: 'grid', gap: 12, maxWidth: 720 }}>
        <p style={{ margin: 0 }}>{unmailed.message}</p>
        <label htmlFor={`${id}-link`}>{t('kinsen:staffInviteLink')}</label>
        <input id={`${id}-link`} readOnly value={unmailed.link} onFocus={(event) => event.currentTarget.select()} style={inputStyle} />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button
            size="small"
            margin={false}
            onClick={() => {
              void navigator.clipboard
                ?.writeText(unmailed.link)
                .then(() => toast.success(t('kinsen:staffInviteCopied')))
                .catch(() => undefined)
            }}
          >
            {t('kinsen:staffInviteCopy')}
          </Button>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            onClick={() => {
              setUnmailed(undefined)
              setOpen(false)
            }}
          >
            {t('kinsen:staffInviteDone')}
          </Button>
        </div>
      </div>
    )
  }

  if (!open) {
    return (
      <div style={{ marginBottom: 'var(--base)' }}>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setOpen(true)} id="invite-staff">
          {t('kinsen:staffInvite')}
        </Button>
      </div>
    )
  }

  return (
    <form
      onSubmit={(event) => void send(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-invite-staff
      style={{ marginBottom: 'calc(var(--base) * 1.5)', padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m, 6px)', display: 'grid', gap: 12, maxWidth: 720 }}
    >
      <h2 id={`${id}-title`} style={{ margin: 0, fontSize: '1.15rem' }}>
        {t('kinsen:staffInvite')}
      </h2>
      <p style={{ margin: 0, color: 'var(--theme-elevation-700)' }}>{t('kinsen:staffInviteIntro')}</p>
      <div style={{ display: 'grid', gap: 12, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
        <div style={fieldStyle}>
          <label htmlFor={`${id}-email`}>{t('kinsen:staffInviteEmail')}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="off" required autoFocus aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy('email')} style={inputStyle} />
          {message('email')}
        </div>
        <div style={fieldStyle}>
          <label htmlFor={`${id}-name`}>{t('kinsen:staffInviteName')}</label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="off" aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy('name')} style={inputStyle} />
          {message('name')}
        </div>
        <div style={fieldStyle}>
          <label htmlFor={`${id}-role`}>{t('kinsen:staffInviteRole')}</label>
          <select id={`${id}-role`} name="role" defaultValue="editor" aria-invalid={errors.role ? true : undefined} aria-describedby={describedBy('role')} style={inputStyle}>
            <option value="editor">{t('kinsen:roleEditor')}</option>
            <option value="administrator">{t('kinsen:roleAdministrator')}</option>
          </select>
          {message('role')}
        </div>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="submit" size="small" margin={false} disabled={busy}>
          {busy ? t('kinsen:staffInviteSending') : t('kinsen:staffInviteSend')}
        </Button>
        <Button type="button" buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => setOpen(false)}>
          {t('kinsen:staffInviteCancel')}
        </Button>
      </div>
    </form>
  )
}
