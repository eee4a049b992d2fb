import Link from 'next/link'
import { fill } from '../text/fill'

type Props = {
  size: number
  sizes: readonly number[]
  /** The address of the list with this page size; it should go back to page 1. */
  hrefForSize: (size: number) => string
  /** "Items per page" */
  label: string
  /** "Show {size} per page": the accessible name of each choice. */
  optionLabel: string
  className?: string
}

/**
 * The page-size choice as plain links rather than a select: no JavaScript is
 * needed to apply it, one click changes it, and the choice stays in the address.
 * scroll={false}: the visitor is at the list's controls and stays there.
 */
export function PageSizeChooser({ size, sizes, hrefForSize, label, optionLabel, className }: Props) {
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
              aria-label={fill(optionLabel, { size: String(option) })}
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
