/** The shade references' validation message (its Chinese in src/admin/i18n/validation-messages.ts). */
export const shadeReferenceMessages = {
  hexFormat: 'Give the colour as #RRGGBB, e.g. #C9A227',
} as const
