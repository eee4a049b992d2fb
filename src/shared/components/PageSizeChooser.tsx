import Link from 'next/link'
import { PAGE_SIZES } from './pagination-window'

type Props = {
  size: number
  /** The address of the list with this page size; it should go back to page 1. */
  hrefForSize: (size: number) => string
  /** "Items per page" */
  label: string
  /** "Show {size} per page": the accessible name of each choice. */
  optionLabel: string
  sizes?: readonly number[]
  className?: string
}

/** The page-size choice (6, 12, 18) as plain links: no JavaScript needed, and the choice stays in the address. */
export function PageSizeChooser({ size, hrefForSize, label, optionLabel, sizes = PAGE_SIZES, className }: Props) {
  return (
    <nav aria-label={label} className={`flex items-center gap-2 text-sm ${className ?? ''}`}>
      <span aria-hidden="true" className="text-stone">
        {label}
      </span>
      <ul className="flex gap-1">
        {sizes.map((option) => (
          <li key={option}>
            <Link
              href={hrefForSize(option)}
              scroll={false}
              aria-label={optionLabel.replace('{size}', String(option))}
              aria-current={option === size ? 'true' : undefined}
              className={`inline-flex h-9 min-w-9 items-center justify-center rounded-full border px-2 font-medium transition ${
                option === size ? 'border-gold bg-gold text-ink' : 'border-stone/30 bg-white text-ink hover:border-gold'
              }`}
            >
              {option}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
