/** Russian texts of the preorder / back-in-stock island. Titles and success texts: docs/islands/preorder.md. */
export const messages = {
  catalog: {
    /** The notify-me button of a catalogue item, and the form's heading. */
    trigger: 'Сообщить о поступлении',
    title: 'Сообщить о поступлении',
    lead: 'Мы пришлём письмо, как только товар появится в наличии.',
    successTitle: 'Сообщить о поступлении',
    successMessage: 'Уведомление успешно добавлено',
  },
  product: {
    /** The product page's preorder button (docs/islands/preorder.md), and the form's heading. */
    trigger: 'Предзаказ',
    title: 'Предзаказ',
    lead: 'Оставьте заявку — мы свяжемся с вами, когда товар поступит.',
    successTitle: 'Предзаказ',
    successMessage: 'Предзаказ успешно добавлен',
  },
  email: 'Ваш e-mail',
  quantity: 'Количество',
  submit: 'Отправить',
  sending: 'Отправляем…',
  cancel: 'Отмена',
} as const;
