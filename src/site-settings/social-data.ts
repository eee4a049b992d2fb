import type { Messages } from '../i18n/messages'
import { isMedia, mediaPath } from '../media/media-url'
import type { GeneralSetting } from '../payload-types'
import type { SocialData, SocialLabels } from '../shared/ui/SocialLinks'

export function socialData(settings: GeneralSetting): SocialData {
  return {
    facebookUrl: settings.facebookUrl,
    instagramUrl: settings.instagramUrl,
    whatsappChatUrl: settings.whatsappChatUrl,
    wechatQrUrl: isMedia(settings.wechatQr) ? mediaPath(settings.wechatQr.url) : undefined,
    whatsappQrUrl: isMedia(settings.whatsappQr) ? mediaPath(settings.whatsappQr.url) : undefined,
  }
}

export function socialLabels(t: Messages): SocialLabels {
  return {
    facebook: t.social.facebook,
    instagram: t.social.instagram,
    wechat: t.social.wechat,
    whatsapp: t.social.whatsapp,
    wechatCaption: t.social.wechatCaption,
    whatsappScan: t.social.whatsappScan,
    clickHere: t.social.clickHere,
    newTab: t.social.newTab,
    loadingQr: t.social.loadingQr,
    wechatQrAlt: t.social.qrAlt(t.social.wechat),
    whatsappQrAlt: t.social.qrAlt(t.social.whatsapp),
  }
}
