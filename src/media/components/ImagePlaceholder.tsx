/**
 * The site's placeholder for a missing picture: a thread-spool mark on a dark
 * metallic ground, with "No image" under it. It fills its box, so the box
 * keeps the shape the picture would have had (a card's frame, a product's
 * square, a project's 4:3 viewer). A Server Component: no JavaScript.
 */
export function ImagePlaceholder({ label, large = false }: { label: string; large?: boolean }) {
  const mark = large ? 96 : 56
  return (
    <div
      data-image-placeholder
      className="flex h-full w-full flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_30%_20%,#2a2620,#101014_70%)] text-gold-light/70"
    >
      <svg viewBox="0 0 48 48" width={mark} height={mark} fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M14 8h20M14 40h20" strokeLinecap="round" />
        <path d="M16 8c0 6 2 8 2 16s-2 10-2 16M32 8c0 6-2 8-2 16s2 10 2 16" />
        <path d="M18 14l12 3M18 20l12 3M18 26l12 3M18 32l12 3" strokeLinecap="round" opacity=".7" />
      </svg>
      <span className={`${large ? 'text-sm' : 'text-xs'} tracking-[0.2em] uppercase`}>{label}</span>
    </div>
  )
}
