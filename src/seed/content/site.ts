import type { Localized, SeedSite } from '../types'

const l = (en: string, zh: string): Localized => ({ en, zh })

export const site: SeedSite = {
  companyName: l('KINSEN Metallic Threads Ltd.', '金泉金屬線有限公司'),
  brandName: l('KINSEN Metallic Threads', '金泉金屬線'),
  logoLetter: 'K',
  foundingYear: 1985,
  companyDescription: l(
    'Premium metallic and specialty embroidery threads, made in our own factory in Japan and supplied from Hong Kong since 1985.',
    '自 1985 年起由香港供應、於日本自設廠房生產的優質金屬及特殊刺繡線。',
  ),
  address: l(
    'Unit 1203, 12/F, Kinsen Industrial Building,\n38 Tai Yau Street, San Po Kong,\nKowloon, Hong Kong',
    '香港九龍新蒲崗\n大有街38號\n金泉工業大廈12樓1203室',
  ),
  addressArea: l('San Po Kong, Kowloon', '九龍新蒲崗'),
  telephone: '+852 2345 6789',
  infoEmail: 'info@kinsen-threads.example',
  contactEmail: 'sales@kinsen-threads.example',
  businessHours: [
    { days: l('Mon-Fri', '星期一至五'), hours: l('9:00 AM-6:00 PM', '上午9時至下午6時') },
    { days: l('Sat', '星期六'), hours: l('9:00 AM-1:00 PM', '上午9時至下午1時') },
    { days: l('Sun', '星期日'), hours: l('Closed', '休息') },
  ],
  facebookUrl: 'https://www.facebook.com/kinsen.threads.example',
  instagramUrl: 'https://www.instagram.com/kinsen.threads.example',
  whatsappChatUrl: 'https://wa.me/85223456789',
  wechatId: 'kinsen-threads',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=114.190%2C22.330%2C114.205%2C22.340&layer=mapnik&marker=22.3350%2C114.1975',
  carousel: [
    { altText: l('Cones of gold, silver and copper metallic thread', '金色、銀色及銅色金屬線筒'), palette: ['#C9A227', '#B8B8C0', '#B87333'], motif: 'wave' },
    { altText: l('Gold dragon and phoenix embroidery on red silk', '紅絲上的金色龍鳳刺繡'), palette: ['#D4AF37', '#F1E3A8'], motif: 'crane' },
    { altText: l('Holographic threads shimmering in rainbow colours', '閃耀彩虹光芒的幻彩繡線'), palette: ['#9FB7E8', '#C6A4E0', '#D9C27A'], motif: 'floral' },
  ],
  home: {
    heroHeadline: l('Metallic threads that make embroidery shine', '令刺繡閃耀的金屬線'),
    heroSubheadline: l(
      'Made in our own factory in Japan, stocked in Hong Kong, and trusted by embroiderers in more than thirty countries since 1985.',
      '於日本自設廠房生產、在香港備貨，自 1985 年起獲超過三十個國家的刺繡工場信賴。',
    ),
    aboutTeaserTitle: l('A Hong Kong thread house with its own factory in Japan', '擁有日本自設廠房的香港繡線商'),
    aboutTeaserBody: l(
      'We began in 1985 as a trading office in Kowloon. Today we make every cone ourselves, from metallising the film to winding the thread, so we can promise the same shade and the same shine on every order.',
      '我們於 1985 年在九龍以貿易辦公室起家。今天每一筒繡線均由我們親自生產，由薄膜金屬化到捲線，確保每張訂單的顏色和光澤一致。',
    ),
    testimonials: [
      {
        quote: l('Their gold matches our 1960s archive better than anything else we have tried, and it still looks new after the wedding.', '他們的金線比我們試過的任何繡線都更接近 1960 年代的存檔樣本，婚禮過後依然簇新。'),
        author: l('Mrs. Wong', '黃太'),
        role: l('Kwa workshop, Yau Ma Tei', '油麻地裙褂工場'),
      },
      {
        quote: l('Pearl gave our tulle gowns a glow without weighing them down. Samples arrived in Paris within a week.', '珍珠繡線令我們的薄紗晚裝散發光澤而不下墜，樣本一星期內便寄到巴黎。'),
        author: l('Claire Moreau', 'Claire Moreau'),
        role: l('Head of embroidery, couture atelier, Paris', '巴黎高級訂製工作室刺繡主管'),
      },
      {
        quote: l('Sixty heads at full speed and almost no breaks. The recycled range made our sustainability audit easy.', '六十個機頭全速運行，幾乎沒有斷線；再生系列令我們的可持續發展審核輕鬆過關。'),
        author: l('Kenji Sato', '佐藤健二'),
        role: l('Production manager, patch factory, Osaka', '大阪布章廠生產經理'),
      },
    ],
    contactCtaTitle: l('Need a shade we do not list?', '需要目錄以外的顏色？'),
    contactCtaBody: l('Custom colours from 20 kg, samples within a week. Tell us what you are making.', '訂製顏色 20 公斤起，一星期內提供樣本。歡迎告訴我們你的項目。'),
  },
  /** The About page's pictures: how each is drawn, and its description for visitors who cannot see it. */
  aboutPictures: {
    history: { look: 'couched-motif', motif: 'crane', palette: ['#D4AF37', '#F1E3A8', '#B08D2E'], alt: l('Goldwork on a 1960s wedding kwa from our archive', '我們存檔的 1960 年代裙褂上的金線繡') },
    metallicYarn: { look: 'flat-reel', palette: ['#D8C27A', '#C9CCD6'], alt: l('Metallised film wound on a reel before it is slit', '切割前捲繞於線軸上的金屬化薄膜') },
    sustainability: { look: 'cone', palette: ['#8FA36B', '#C2A35A'], alt: l('A cone of Eco Recycled Metallic on its recycled-paper core', '以再生紙芯捲繞的環保再生金屬線') },
    community: { look: 'skein', palette: ['#E6CF7A', '#C98B62'], alt: l('Hanks of thread prepared for an embroidery class', '為刺繡課程準備的繡線束') },
  },
  about: {
    history: {
      heading: l('Since 1985', '始於 1985 年'),
      body: l(
        'KINSEN began as a two-person trading office in Kowloon, importing metallic threads for Hong Kong’s garment factories.\n\nIn 1998 we opened our own factory in Japan to control quality from the film to the finished cone. Our head office, showroom and warehouse remain in San Po Kong.',
        '金泉以九龍一間兩人貿易辦公室起家，為香港製衣廠進口金屬線。\n\n1998 年，我們在日本開設自家廠房，由薄膜到成品線筒全程把關。總辦事處、陳列室及貨倉仍設於新蒲崗。',
      ),
    },
    metallicYarn: {
      heading: l('What is metallic yarn?', '甚麼是金屬線？'),
      body: l(
        'A metallic thread is a polyester film coated with a thin layer of aluminium, coloured, and slit into strips as narrow as a tenth of a millimetre. The strip is wrapped around a core yarn of polyester or viscose.\n\nThe tightness of the wrap, the width of the strip and the core decide how soft, how bright and how strong the thread is.',
        '金屬線是在聚酯薄膜上鍍一層薄鋁、染色，再切割成闊度僅十分之一毫米的細條，然後包覆於聚酯或人造絲芯線之上。\n\n包覆的鬆緊、細條的闊度及芯線的選擇，決定繡線的柔軟度、亮度及強度。',
      ),
    },
    coreValues: [
      { title: l('Quality', '品質'), body: l('Every batch is tested for shade, strength and runnability before it leaves the factory.', '每批繡線出廠前均經顏色、強度及運行測試。') },
      { title: l('Innovation', '創新'), body: l('From holographic films to recycled cores, we develop new threads with the embroiderers who use them.', '由幻彩薄膜到再生芯線，我們與使用者一同研發新繡線。') },
      { title: l('Customer partnership', '客戶夥伴'), body: l('We keep every catalogued shade in stock and answer every enquiry within one business day.', '所有目錄顏色均常備存貨，每個查詢均於一個工作天內回覆。') },
    ],
    sustainability: {
      heading: l('Sustainability', '可持續發展'),
      body: l('Our Eco range uses GRS-certified recycled polyester cores, our threads are OEKO-TEX Standard 100 certified, and we publish our factory’s energy, water and waste figures every year.', '環保系列採用 GRS 認證的再生聚酯芯線，所有繡線均獲 OEKO-TEX Standard 100 認證，我們每年公開廠房的能源、用水及廢料數據。'),
    },
    community: {
      heading: l('Community and education', '社區及教育'),
      body: l('We support embroidery schools in Hong Kong with free materials and tutors, and open our factory to students and customers twice a year.', '我們為香港的刺繡學校免費提供物料及導師，並每年兩次開放廠房予學生及客戶參觀。'),
    },
  },
}
