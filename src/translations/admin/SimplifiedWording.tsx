'use client'
import { Button } from '@payloadcms/ui'
import type { TranslationsText } from './text'

/** What the Simplified site shows for a text: its conversion, and an administrator's own wording if any. */
export type SimplifiedState = { generated: string; own: string; needsReview: boolean }

const muted = { fontSize: '0.8rem', color: 'var(--theme-elevation-600)', marginBottom: 4 } as const

/**
 * Beneath a text's Traditional field: the Simplified Chinese the cn. site shows (converted from the
 * saved Traditional text), and a field for the administrator's own wording, with a way to clear it
 * and a warning when the Traditional text changed after the wording was written.
 */
export function SimplifiedWording({ id, label, multiline, state, value, onChange, words }: { id: string; label: string; multiline: boolean; state: SimplifiedState; value: string; onChange: (value: string) => void; words: TranslationsText['simplified'] }) {
  const owned = state.own !== ''
  // Closed unless the text has its own wording: a translator tabs from one Traditional field to the next.
  return (
    <details open={owned} data-simplified-entry data-own-wording={owned ? 'yes' : 'no'}>
      <summary style={{ ...muted, cursor: 'pointer' }}>
        {words.title}
        {owned ? ` · ${words.own}` : ''}
        {state.needsReview ? ` · ${words.review}` : ''}
      </summary>
      <div style={{ display: 'grid', gap: 'calc(var(--base) / 2)', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', marginTop: 4 }}>
        <div>
          <div style={muted}>{words.generated}</div>
          <div lang="zh-Hans" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.5, padding: '8px 12px', background: 'var(--theme-elevation-50)', borderRadius: 4, textDecoration: owned ? 'line-through' : undefined }} data-simplified-generated>
            {state.generated || '—'}
          </div>
        </div>
        <div>
          <label htmlFor={id} style={{ ...muted, display: 'block' }}>
            {words.own}
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>: {label}</span>
          </label>
          {multiline ? (
            <textarea id={id} lang="zh-Hans" rows={3} value={value} placeholder={words.ownHelp} onChange={(event) => onChange(event.target.value)} style={{ width: '100%', padding: '8px 12px', font: 'inherit', lineHeight: 1.5 }} data-own-wording-field />
          ) : (
            <input id={id} lang="zh-Hans" type="text" value={value} placeholder={words.ownHelp} onChange={(event) => onChange(event.target.value)} style={{ width: '100%', padding: '8px 12px', font: 'inherit' }} data-own-wording-field />
          )}
          {owned && (
            <p style={{ ...muted, marginTop: 4 }} data-own-wording-note>
              {state.needsReview ? <strong style={{ color: 'var(--theme-warning-750, #8a5a00)' }} data-needs-review>{words.review}</strong> : words.kept}
            </p>
          )}
          {owned && (
            <Button type="button" buttonStyle="secondary" size="small" margin={false} onClick={() => onChange('')} aria-label={`${words.clear}: ${label}`} data-clear-own-wording>
              {words.clear}
            </Button>
          )}
        </div>
      </div>
    </details>
  )
}
