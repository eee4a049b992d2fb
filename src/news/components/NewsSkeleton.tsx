/** Placeholder cards while the news list loads. */
export function NewsListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" data-news-loading>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="flex flex-col gap-4 sm:flex-row sm:justify-between">
          <div className="h-10 w-full rounded-md bg-stone/15 sm:max-w-md" />
          <div className="h-10 w-40 rounded-md bg-stone/15" />
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="overflow-hidden rounded-xl bg-white ring-1 ring-black/5">
              <div className="aspect-[3/2] bg-stone/15" />
              <div className="space-y-3 p-5">
                <div className="h-3 w-24 rounded bg-stone/15" />
                <div className="h-5 w-3/4 rounded bg-stone/20" />
                <div className="h-3 w-full rounded bg-stone/15" />
                <div className="h-3 w-2/3 rounded bg-stone/15" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
