import type { ReactNode } from 'react'

/** One line of contact details: an icon, a label and its value. */
export function DetailItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-gold-dark">{icon}</span>
      <div>
        <p className="font-semibold">{label}</p>
        <div className="mt-1 text-stone">{children}</div>
      </div>
    </li>
  )
}
