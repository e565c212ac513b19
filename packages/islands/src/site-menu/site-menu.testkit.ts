/** The example site's main menu, as its template prints it: for the site menu's and the side panel's stories. Only stories and tests import it. */
export const MENU_ITEMS: { url: string; name: string }[] = [
  { url: '/catalog/', name: 'Каталог' },
  { url: '/catalog/opt/', name: 'Оптовый каталог' },
  { url: '/wizard/toyota/camry/', name: 'Подбор по автомобилю' },
  { url: '/catalog/compare/', name: 'Сравнение' },
  { url: '/payment-delivery/', name: 'Оплата и доставка' },
  { url: '/return-points/', name: 'Пункты возврата' },
  { url: '/support/', name: 'Техподдержка' },
];
