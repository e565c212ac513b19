import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { escapeHtml, findProduct } from '@shop-islands/dev-server';
import { onPhone, PHONE } from '../../../../.storybook/phone';
import { documentTabLinks } from './product-tabs.links';
import { createProductTabsModel } from './product-tabs.model';
import type { ProductTab, TabVideo } from './product-tabs.props';
import { fakeTabsWindow, PRODUCT_TABS } from './product-tabs.testkit';
import { ProductTabsView } from './product-tabs.view';
import './product-tabs.stories.css';

interface ProductTabsStoryArgs {
  productId: number;
  /** The address the page was opened at (`#tab-<id>`, another anchor, or none). */
  hash: string;
  /** Leave the video tab out, as for a product without videos. */
  withoutVideo: boolean;
}

/** The demo video (served to Storybook at /assets/video/), as the template's props give it. */
function videosOf(productId: number): TabVideo[] {
  const product = findProduct(productId);
  return product ? [{ title: `Видеообзор: ${product.name}`, src: '/assets/video/demo.webm', poster: product.image }] : [];
}

/** Each tab's body, the way the product template prints it (examples/server/pages/product.ts). */
function sectionBody(tabId: string, productId: number): string {
  const product = findProduct(productId);
  if (!product) return '';
  switch (tabId) {
    case 'description':
      return `<p>${escapeHtml(product.description)}</p>`;
    case 'characteristics':
      return `<table class="spec-table"><tbody>${product.characteristics
        .map((item) => `<tr><th scope="row">${escapeHtml(item.name)}</th><td>${escapeHtml(item.value)}</td></tr>`)
        .join('')}</tbody></table>`;
    case 'equipment':
      return `<ul>${product.equipment.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`;
    case 'video':
      return `<ul>${videosOf(productId).map((video) => `<li><a href="${video.src}">${escapeHtml(video.title)}</a></li>`).join('')}</ul>`;
    case 'support':
      return '<p>Специалисты ответят на вопросы об установке, настройке и совместимости с вашим автомобилем.</p><p><a href="/support/">Написать в техподдержку</a></p>';
    default:
      return '<p>Раздел товара, как его печатает шаблон.</p>';
  }
}

/** The island over the server's sections; the address is a stand-in, so the story's own URL stays put. */
function ProductTabsStory({ productId, hash, withoutVideo }: ProductTabsStoryArgs) {
  const [setup] = useState(() => {
    const tabs: ProductTab[] = PRODUCT_TABS.filter((tab) => !(withoutVideo && tab.id === 'video'));
    const sections = new Map<string, Element>();
    for (const tab of tabs) {
      const section = document.createElement('section');
      section.className = 'product-tab';
      section.id = `tab-${tab.id}`;
      section.dataset.tab = tab.id;
      section.innerHTML = `<h2>${escapeHtml(tab.title)}</h2>${sectionBody(tab.id, productId)}`;
      sections.set(tab.id, section);
    }
    const model = createProductTabsModel({ tabs, defaultTab: 'description', window: fakeTabsWindow({ hash }).window, links: documentTabLinks(document) });
    return { model, sections, tabs, videos: videosOf(productId) };
  });
  return (
    <div className="sb-product-tabs">
      <ul className="sb-product-tabs__links">
        <li><a href="#tab-characteristics" data-tab-link="characteristics">Все функции и характеристики</a></li>
        {setup.tabs.some((tab) => tab.id === 'video') ? (
          <li><a href="#tab-video" data-tab-link="video">Смотреть видео</a></li>
        ) : null}
        <li><a href="#tab-support" data-tab-link="support">Вопрос по установке? Техподдержка</a></li>
      </ul>
      <div data-island="product-tabs" data-island-status="mounted">
        <ProductTabsView model={setup.model} sections={setup.sections} videos={withoutVideo ? [] : setup.videos} />
      </div>
    </div>
  );
}

const meta = {
  title: 'product-tabs',
  render: (args) => <ProductTabsStory key={JSON.stringify(args)} {...args} />,
  args: { productId: 101, hash: '', withoutVideo: false },
} satisfies Meta<ProductTabsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The description open; the links above open their tabs (the support link scrolls to it). */
export const Default: Story = {};

/** 375 px: the strip scrolls sideways. */
export const DefaultMobile = onPhone(Default);

/** The page opened at `#tab-support`, as the buy box's support link leads there. */
export const FromAddress: Story = { args: { hash: '#tab-support' } };

/** 375 px, opened at `#tab-warranty`: the strip is scrolled so the open tab shows. */
export const FromAddressMobile: Story = { args: { hash: '#tab-warranty' }, globals: PHONE };

/** Another anchor in the address (`#preorder`): the default tab. */
export const OtherAnchor: Story = { args: { hash: '#preorder' } };
export const OtherAnchorMobile = onPhone(OtherAnchor);

/** A product without videos: no video tab, and no «Смотреть видео» link. */
export const WithoutVideo: Story = { args: { productId: 153, withoutVideo: true } };

/** 375 px, a product without videos. */
export const WithoutVideoMobile = onPhone(WithoutVideo);

/** The keyboard: Right opens the next tab, End the last, Home the first. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Описание' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Характеристики' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Техподдержка');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Описание' })).toHaveFocus();
  },
};
export const KeyboardMobile = onPhone(Keyboard);
