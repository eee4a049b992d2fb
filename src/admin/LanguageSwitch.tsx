'use client'
import { useAdminTranslation } from './i18n/use-admin-translation'

const languages = [
  { code: 'en', name: 'English', lang: 'en', switchKey: 'kinsen:switchToEnglish' },
  { code: 'zh-TW', name: '中文', lang: 'zh-Hant', switchKey: 'kinsen:switchToChinese' },
] as const

/**
 * The interface language in the header, one click from anywhere: 'English / 中文'.
 * It sets the administrator's language as Payload's own selector on the account
 * page does (switchLanguage: saved for the user, then the page re-renders).
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
              {language.name}
            </button>
          </span>
        )
      })}
    </div>
  )
}
