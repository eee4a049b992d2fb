'use client'

/** A page-size select that submits its form as soon as it changes (the form's button does it without JavaScript). */
export function PageSizeSelect({ id, value, sizes }: { id: string; value: number; sizes: readonly number[] }) {
  return (
    <select
      id={id}
      name="size"
      defaultValue={value}
      onChange={(event) => event.currentTarget.form?.requestSubmit()}
      className="rounded-md border border-stone/40 bg-white px-3 py-2 text-sm text-ink focus:border-gold focus:ring-2 focus:ring-gold/40 focus:outline-none"
    >
      {sizes.map((size) => (
        <option key={size} value={size}>
          {size}
        </option>
      ))}
    </select>
  )
}
