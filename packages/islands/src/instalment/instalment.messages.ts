/** Russian texts of the instalment widget. */
export const messages = {
  /** Before the terms: one term reads as a sentence, several as a list. */
  lead: 'Оплата частями',
  noOverpayment: 'без переплаты',
  /** «4 платежа по 7 498 ₽». */
  payments: { one: 'платёж', few: 'платежа', many: 'платежей' },
  each: 'по',
  /** The link to the payment page's instalment section. */
  howItWorks: 'Как это работает',
  /** The list of terms, for screen readers. */
  termsLabel: 'Варианты оплаты частями',
} as const;
