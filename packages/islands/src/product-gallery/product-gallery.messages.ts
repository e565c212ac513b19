/** Russian texts of the product gallery (docs/islands/product-gallery.md). */
export const messages = {
  /** The gallery's name for screen readers. */
  label: (productName: string) => (productName ? `Фото и видео: ${productName}` : 'Фото и видео товара'),
  /** The thumbnails' list. */
  thumbs: 'Все фото и видео',
  /** A slide's name among the others, e.g. «2 из 5». */
  position: (number: number, count: number) => `${number} из ${count}`,
  /** The alt of a picture the template left without one. */
  imageAlt: (productName: string, number: number) => (productName ? `${productName}, фото ${number}` : `Фото ${number}`),
  /** A picture's thumbnail. */
  imageThumb: (number: number) => `Фото ${number}`,
  /** A video's thumbnail. */
  videoThumb: (title: string) => `Видео: ${title}`,
  /** Announced when the slide changes: «Фото 2 из 5». */
  imageShown: (number: number, count: number) => `Фото ${number} из ${count}`,
  /** Announced when a video slide is reached: «Видео 4 из 5: …». */
  videoShown: (number: number, count: number, title: string) => `Видео ${number} из ${count}: ${title}`,
  /** How screen readers name the slides' box and each slide (aria-roledescription). */
  carousel: 'галерея',
  slide: 'слайд',
  previous: 'Предыдущий слайд',
  next: 'Следующий слайд',
} as const;
