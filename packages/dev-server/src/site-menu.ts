/** A link of the demo site's menu: where it goes and what it says. */
export interface MenuItem {
  url: string;
  name: string;
}

/**
 * The demo site's main menu, as the Bitrix `menu` component of its template prints it: the example
 * pages' header, and the site menu's and side panel's stories.
 */
export const SITE_MENU: readonly MenuItem[] = [
  { url: '/catalog/', name: 'Каталог' },
  { url: '/catalog/opt/', name: 'Оптовый каталог' },
  { url: '/wizard/toyota/camry/', name: 'Подбор по автомобилю' },
  { url: '/catalog/compare/', name: 'Сравнение' },
  { url: '/payment-delivery/', name: 'Оплата и доставка' },
  { url: '/return-points/', name: 'Пункты возврата' },
  { url: '/support/', name: 'Техподдержка' },
];
