'use client'
import { languageNames } from '../shared/locales'
import { useAdminTranslation } from './i18n/use-admin-translation'

/** Payload's interface languages, each named in its own script as the site's language links name them. */
const languages = [
  { code: 'en', ...languageNames.en, lang: 'en', switchKey: 'kinsen:switchToEnglish' },
  { code: 'zh-TW', ...languageNames['zh-Hant'], lang: 'zh-Hant', switchKey: 'kinsen:switchToChinese' },
  { code: 'zh', ...languageNames['zh-Hans'], lang: 'zh-Hans', switchKey: 'kinsen:switchToSimplified' },
] as const

/**
 * The interface language in the header, one click from anywhere: 'English / 繁體中文 / 简体中文'.
 * It sets the administrator's language as Payload's own selector on the account
 * page does (switchLanguage: saved for the user, then the page re-renders).
 * A phone shows the short names (EN / 繁 / 简), which leave the header's controls room.
 */
export function LanguageSwitch() {
  const { i18n, t, switchLanguage } = useAdminTranslation()
  return (
    <div className="language-switch" role="group" aria-label={t('kinsen:interfaceLanguage')}>
      {languages.map((language, index) => {
        const current = i18n.language === language.code
        return (
          <span key={language.code} className="language-switch__item">
            {index > 0 && (
              <span aria-hidden className="language-switch__divider">
                /
              </span>
            )}
            <button
              type="button"
              lang={language.lang}
              className={['language-switch__button', current && 'language-switch__button--current'].filter(Boolean).join(' ')}
              aria-pressed={current}
              title={current ? undefined : t(language.switchKey)}
              onClick={() => {
                if (!current) void switchLanguage?.(language.code)
              }}
            >
              <span className="language-switch__name">{language.name}</span>
              <span className="language-switch__short">{language.short}</span>
            </button>
          </span>
        )
      })}
    </div>
  )
}
