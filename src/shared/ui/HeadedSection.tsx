import type { ReactNode } from 'react'

type HeadedSectionProps = {
  /** The heading's id: the section is named by its own heading (aria-labelledby), so screen readers list it by that title. */
  id: string
  title: ReactNode
  className?: string
  headingClassName?: string
  /** A box around the heading and the content, such as the page-width container inside a full-width band. */
  innerClassName?: string
  /** A group of links is a nav, named the same way. */
  as?: 'section' | 'nav'
  children?: ReactNode
}

/** A page region with an h2 that names it. */
export function HeadedSection({ id, title, className, headingClassName = 'font-serif text-2xl', innerClassName, as: Region = 'section', children }: HeadedSectionProps) {
  const content = (
    <>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </>
  )
  return (
    <Region aria-labelledby={id} className={className}>
      {innerClassName ? <div className={innerClassName}>{content}</div> : content}
    </Region>
  )
}
