/** Russian texts of the carousel (docs/islands/carousel.md). */
export const messages = {
  /** `aria-roledescription` of the whole carousel: read with its heading, «Похожие товары, карусель». */
  carousel: 'карусель',
  /** `aria-roledescription` of each slide. */
  slide: 'слайд',
  /** Each slide's label: its place among all of them. */
  slidePosition: (position: number, total: number) => `${position} из ${total}`,
  /** The buttons that page back and on by one view. */
  previous: 'Предыдущие',
  next: 'Следующие',
  /** Announced after paging through products: what is in view now. */
  productsShown: (from: number, to: number, total: number) => `Товары ${from}–${to} из ${total}`,
  /** The same when one product fills the view. */
  productShown: (position: number, total: number) => `Товар ${position} из ${total}`,
  /** Announced after paging through other slides (the equipment's names). */
  itemsShown: (from: number, to: number, total: number) => `Позиции ${from}–${to} из ${total}`,
  itemShown: (position: number, total: number) => `Позиция ${position} из ${total}`,
} as const;
