import type { CompanyIdentity } from '../../site-settings/company-identity'

/** The company's round mark: its logo from the settings, else its initial on gold (as on the public header). */
export function BrandMark({ company, size }: { company: CompanyIdentity; size: number }) {
  const round = { width: size, height: size, borderRadius: '50%', flexShrink: 0 } as const
  if (company.logoUrl) {
    return <img src={company.logoUrl} alt="" width={size} height={size} data-brand-mark style={{ ...round, objectFit: 'cover' }} />
  }
  return (
    <span
      aria-hidden
      data-brand-mark
      style={{
        ...round,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #e6cf7a, #c9a227 50%, #8a6d12)',
        color: '#101014',
        fontFamily: 'Georgia, serif',
        fontWeight: 700,
        fontSize: Math.round(size * 0.5),
      }}
    >
      {company.initial}
    </span>
  )
}
