/** A request's follow-up, in the order it usually goes (the admin's status filter and column). */
export const REQUEST_STATUSES = [
  { value: 'new', en: 'New', zh: '新查詢' },
  { value: 'quoted', en: 'Quoted', zh: '已報價' },
  { value: 'accepted', en: 'Quote accepted', zh: '已接受報價' },
  { value: 'samples-sent', en: 'Samples sent', zh: '已寄出樣本' },
  { value: 'closed', en: 'Closed', zh: '已完成' },
] as const

export type RequestStatus = (typeof REQUEST_STATUSES)[number]['value']
