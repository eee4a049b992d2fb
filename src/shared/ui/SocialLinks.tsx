'use client'
import { useId, useState, type ReactNode } from 'react'
import { FacebookIcon, InstagramIcon, WechatIcon, WhatsappIcon } from './icons'
import { IconTooltip } from './IconTooltip'
import { QrImage } from './QrImage'

export type SocialData = {
  facebookUrl?: string | null
  instagramUrl?: string | null
  whatsappChatUrl?: string | null
  wechatQrUrl?: string
  whatsappQrUrl?: string
}

export type SocialLabels = {
  facebook: string
  instagram: string
  wechat: string
  whatsapp: string
  wechatCaption: string
  whatsappScan: string
  clickHere: string
  newTab: string
  loadingQr: string
  wechatQrAlt: string
  whatsappQrAlt: string
}

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-current/30 transition hover:border-gold hover:text-gold'

/**
 * A native popover: the browser closes it on an outside click and on Escape and
 * returns focus to its button, and CSS anchor positioning puts it above the
 * button (below when there is no room), so no popover library is shipped.
 */
function QrPopover({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const id = useId()
  // The QR code is fetched only once the popover is open, not with every page.
  const [open, setOpen] = useState(false)
  const anchor = `--qr-${id.replace(/[^\w-]/g, '')}`
  return (
    <>
      <button type="button" popoverTarget={id} aria-label={label} className={iconButton} style={{ anchorName: anchor }}>
        {icon}
      </button>
      <div
        id={id}
        popover="auto"
        // A popover of this kind is a dialog, and a dialog needs a name (axe: aria-dialog-name).
        role="dialog"
        aria-label={label}
        style={{ positionAnchor: anchor }}
        onToggle={(event) => setOpen(event.newState === 'open')}
        className="inset-auto my-2 flex-col items-center gap-2 rounded-lg border border-gold/30 bg-white p-4 text-center text-sm text-ink shadow-xl [position-area:top] [position-try-fallbacks:flip-block] open:flex"
      >
        {open && children}
      </div>
    </>
  )
}

export function SocialLinks({ data, labels, className }: { data: SocialData; labels: SocialLabels; className?: string }) {
  return (
    <ul className={`flex items-center gap-3 ${className ?? ''}`}>
      {data.facebookUrl && (
        <li>
          <IconTooltip label={labels.facebook}>
            <a href={data.facebookUrl} target="_blank" rel="noopener noreferrer" className={iconButton} aria-label={`${labels.facebook} ${labels.newTab}`}>
              <FacebookIcon />
            </a>
          </IconTooltip>
        </li>
      )}
      {data.instagramUrl && (
        <li>
          <IconTooltip label={labels.instagram}>
            <a href={data.instagramUrl} target="_blank" rel="noopener noreferrer" className={iconButton} aria-label={`${labels.instagram} ${labels.newTab}`}>
              <InstagramIcon />
            </a>
          </IconTooltip>
        </li>
      )}
      {data.wechatQrUrl && (
        <li>
          <QrPopover label={labels.wechat} icon={<WechatIcon />}>
            <QrImage src={data.wechatQrUrl} alt={labels.wechatQrAlt} loadingLabel={labels.loadingQr} />
            <p>{labels.wechatCaption}</p>
          </QrPopover>
        </li>
      )}
      {(data.whatsappQrUrl || data.whatsappChatUrl) && (
        <li>
          <QrPopover label={labels.whatsapp} icon={<WhatsappIcon />}>
            {data.whatsappQrUrl && <QrImage src={data.whatsappQrUrl} alt={labels.whatsappQrAlt} loadingLabel={labels.loadingQr} />}
            <p>
              {labels.whatsappScan} /{' '}
              {data.whatsappChatUrl ? (
                <a href={data.whatsappChatUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-gold-dark underline">
                  {labels.clickHere}
                </a>
              ) : (
                labels.clickHere
              )}
            </p>
          </QrPopover>
        </li>
      )}
    </ul>
  )
}
