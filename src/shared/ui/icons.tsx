import type { SVGProps } from 'react'

/** Inline icons: no icon font or library shipped to the browser. */
type IconProps = SVGProps<SVGSVGElement>
const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const

export const MenuIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M4 7h16M4 12h16M4 17h16" /></svg>
)
export const CloseIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M6 6l12 12M18 6L6 18" /></svg>
)
export const ArrowUpIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M12 19V5M5 12l7-7 7 7" /></svg>
)
export const ChevronLeftIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M15 18l-6-6 6-6" /></svg>
)
export const ChevronRightIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M9 18l6-6-6-6" /></svg>
)
export const PauseIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M9 6v12M15 6v12" /></svg>
)
export const PlayIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M8 5l11 7-11 7z" /></svg>
)
export const MapPinIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M12 21s-7-6.2-7-12a7 7 0 0114 0c0 5.8-7 12-7 12z" /><circle cx="12" cy="9" r="2.5" /></svg>
)
export const PhoneIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2" /></svg>
)
export const MailIcon = (props: IconProps) => (
  <svg {...base} {...props}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></svg>
)
export const ClockIcon = (props: IconProps) => (
  <svg {...base} {...props}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></svg>
)
export const SpinnerIcon = (props: IconProps) => (
  <svg {...base} {...props} className={`animate-spin ${props.className ?? ''}`}><path d="M12 3a9 9 0 109 9" /></svg>
)
export const FacebookIcon = (props: IconProps) => (
  <svg {...base} fill="currentColor" stroke="none" {...props}><path d="M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" /></svg>
)
export const InstagramIcon = (props: IconProps) => (
  <svg {...base} {...props}><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r="1" fill="currentColor" /></svg>
)
export const WechatIcon = (props: IconProps) => (
  <svg {...base} fill="currentColor" stroke="none" {...props}><path d="M9 4C5 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 16.5l2.6-1.3c.8.2 1.6.4 2.4.4h.6a5 5 0 01-.2-1.4c0-3.1 3-5.6 6.6-5.6h.6C16 5.9 12.8 4 9 4zm-2.5 3.6a.9.9 0 110 1.8.9.9 0 010-1.8zm5 0a.9.9 0 110 1.8.9.9 0 010-1.8zM16 9.6c-3.1 0-5.6 2-5.6 4.6s2.5 4.6 5.6 4.6c.6 0 1.2-.1 1.8-.3l2.1 1.1-.5-1.8c1.3-.9 2.2-2.2 2.2-3.6 0-2.6-2.5-4.6-5.6-4.6zm-1.9 2.6a.8.8 0 110 1.6.8.8 0 010-1.6zm3.8 0a.8.8 0 110 1.6.8.8 0 010-1.6z" /></svg>
)
export const WhatsappIcon = (props: IconProps) => (
  <svg {...base} {...props}><path d="M4 20l1.3-3.9A8 8 0 1112 20a8 8 0 01-3.9-1z" /><path d="M9 9.5c.3 2 1.9 3.9 4 4.6l1.1-1.1 1.6.8c-.2 1-1 1.6-2 1.5-2.8-.4-5.2-2.8-5.6-5.6-.1-1 .5-1.8 1.5-2l.8 1.6z" /></svg>
)
export const SearchIcon = (props: IconProps) => (
  <svg {...base} {...props}><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></svg>
)
