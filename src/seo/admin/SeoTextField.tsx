'use client'
import { FieldLabel, TextareaInput, TextInput, useConfig, useDocumentInfo, useField, useForm, useLocale, useTranslation } from '@payloadcms/ui'
import { useCallback, useState } from 'react'
import { lengthState, SEO_LENGTHS, seoLengthWords, type SeoTextKind } from './seo-length'
import './seo-text.css'

type Props = {
  kind: SeoTextKind
  field?: { label?: unknown; required?: boolean }
  readOnly?: boolean
}

const GENERATE_PATH: Record<SeoTextKind, string> = { title: '/plugin-seo/generate-title', description: '/plugin-seo/generate-description' }

/**
 * The SEO title or description (the SEO plugin's fields, drawn here instead of by its components):
 * the label with the language in words (the Label slot), a button that fills the field from the
 * page through the plugin's generate endpoint, and under the input how its length stands. An
 * empty field is not a fault here — the page's own title or short description is used — so it
 * is said in plain grey words instead of the plugin's red "Missing".
 */
export function SeoTextField({ kind, field, readOnly }: Props) {
  const { i18n } = useTranslation()
  const words = seoLengthWords(i18n.language)
  const { config } = useConfig()
  const { customComponents: { AfterInput, BeforeInput, Label } = {}, errorMessage, path, setValue, showError, value } = useField<string>()
  const { getData } = useForm()
  const { id, collectionSlug } = useDocumentInfo()
  const locale = useLocale()
  const [generating, setGenerating] = useState(false)

  const generate = useCallback(async () => {
    setGenerating(true)
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}${GENERATE_PATH[kind]}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id, collectionSlug, doc: getData(), locale: locale.code }),
      })
      if (response.ok) {
        const { result } = (await response.json()) as { result?: unknown }
        setValue(typeof result === 'string' ? result : '')
      }
    } finally {
      setGenerating(false)
    }
  }, [config.serverURL, config.routes.api, kind, id, collectionSlug, getData, locale.code, setValue])

  const text = typeof value === 'string' ? value : ''
  const { min, max } = SEO_LENGTHS[kind]
  const state = lengthState(text.length, { min, max })
  const Input = kind === 'title' ? TextInput : TextareaInput

  return (
    <div className="seo-text field-type">
      <div className="seo-text__label">
        {Label ?? <FieldLabel label={typeof field?.label === 'string' ? field.label : undefined} path={path} required={field?.required} />}
        <button type="button" className="seo-text__generate" onClick={() => void generate()} disabled={readOnly || generating} aria-busy={generating}>
          {words.generate}
        </button>
      </div>
      <Input AfterInput={AfterInput} BeforeInput={BeforeInput} Error={errorMessage} onChange={setValue} path={path} readOnly={readOnly} showError={showError} value={text} />
      <p className={`seo-text__length seo-text__length--${state}`} data-seo-length={state}>
        {state === 'empty' ? (
          words.empty[kind]
        ) : (
          <>
            <span className="seo-text__state">{words[state]}</span> {words.count(text.length, min, max)}
          </>
        )}
      </p>
    </div>
  )
}
