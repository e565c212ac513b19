import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone, PHONE } from '../../../../.storybook/phone';
import { documentPanelLinks } from './payment-panels.links';
import { createPaymentPanelsModel, type PanelsWindow } from './payment-panels.model';
import type { PaymentPanel } from './payment-panels.props';
import { fakePanelsWindow, PAGE_PANELS } from './payment-panels.testkit';
import { PaymentPanelsView, type ServerPanel } from './payment-panels.view';
import './payment-panels.stories.css';

interface PaymentPanelsStoryArgs {
  /** The address the page was opened at (`#<panel>`, another anchor, or none). */
  hash: string;
}

/** Each panel's body as the template prints it (examples/server/pages/payment-delivery.ts). */
const BODIES: Record<string, string> = {
  'payment-cash': 'Оплата курьеру или в пункте выдачи. Принимаем карты «Мир», Visa и Mastercard, а также оплату по QR-коду СБП.',
  'payment-online': 'После подтверждения заказа менеджером на почту придёт ссылка на оплату. Платёж защищён 3-D Secure.',
  'payment-instalment': 'Товары дешевле 30 000 ₽ можно оплатить частями: четыре платежа раз в две недели без переплаты.',
  'delivery-courier': 'По Москве и Санкт-Петербургу — на следующий день, 390 ₽; бесплатно при заказе от 10 000 ₽.',
  'delivery-install': 'Привезите автомобиль в партнёрский центр: установка занимает от 30 минут до 4 часов.',
};

/** The server's page section: detail links, then the panels as `<details>`. */
function serverFallback(panels: readonly PaymentPanel[]): ChildNode[] {
  const holder = document.createElement('div');
  const links = ['payment-instalment', 'delivery-install'].map((id) => {
    const title = panels.find((panel) => panel.id === id)?.title ?? '';
    return `<li class="shortcut"><a href="#${id}">Подробнее: ${title}</a></li>`;
  });
  holder.innerHTML = `<ul class="shortcut-list">${links.join('')}</ul>${panels
    .map(
      (panel) =>
        `<details class="panel" id="${panel.id}" data-panel="${panel.id}"><summary class="panel__summary"><h3 class="panel__title">${panel.title}</h3></summary><div class="panel__body"><p>${BODIES[panel.id] ?? ''}</p></div></details>`,
    )
    .join('')}`;
  return Array.from(holder.childNodes);
}

/**
 * The story's window: the real scroll and frames, so a detail link really scrolls the canvas,
 * but an address and history of its own, so the story's URL stays put.
 */
function storyWindow(hash: string): PanelsWindow {
  const address = fakePanelsWindow({ hash });
  return {
    location: address.location,
    history: address.history,
    get scrollY() {
      return window.scrollY;
    },
    get innerHeight() {
      return window.innerHeight;
    },
    document,
    scrollTo: (options) => window.scrollTo(options),
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    cancelAnimationFrame: (handle) => window.cancelAnimationFrame(handle),
    matchMedia: (query) => window.matchMedia(query),
    addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  };
}

function PaymentPanelsStory({ hash }: PaymentPanelsStoryArgs) {
  const [setup] = useState(() => {
    const fallback = serverFallback(PAGE_PANELS);
    const panels: ServerPanel[] = PAGE_PANELS.map((panel) => ({
      ...panel,
      details: fallback.find((node): node is Element => (node as Element).id === panel.id)!,
    }));
    const model = createPaymentPanelsModel({
      panels: PAGE_PANELS,
      scrollOffset: 120,
      scrollDuration: 300,
      window: storyWindow(hash),
      links: documentPanelLinks(document),
      findPanel(panelId) {
        const panel = document.getElementById(panelId);
        return panel && { top: () => panel.getBoundingClientRect().top, focus: () => panel.querySelector('button')?.focus({ preventScroll: true }) };
      },
    });
    return { model, fallback, panels };
  });
  return (
    <div className="sb-payment-panels" data-island="payment-panels" data-island-status="mounted">
      <PaymentPanelsView model={setup.model} fallback={setup.fallback} panels={setup.panels} />
    </div>
  );
}

const meta = {
  title: 'payment-panels',
  render: (args) => <PaymentPanelsStory key={JSON.stringify(args)} {...args} />,
  args: { hash: '' },
} satisfies Meta<PaymentPanelsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every panel closed; the links above open theirs and scroll to it. */
export const AllClosed: Story = {};

/** 375 px, every panel closed: long titles wrap beside the sign. */
export const AllClosedMobile = onPhone(AllClosed);

/** Opened at `#payment-instalment`, as the product page's «Как это работает» leads there. */
export const OpenFromAddress: Story = { args: { hash: '#payment-instalment' } };

/** 375 px, opened at `#delivery-install`, as the product page's installation link leads there. */
export const OpenFromAddressMobile: Story = { args: { hash: '#delivery-install' }, globals: PHONE };

/** Another anchor in the address (`#payment-title`): every panel closed. */
export const OtherAnchor: Story = { args: { hash: '#payment-title' } };
export const OtherAnchorMobile = onPhone(OtherAnchor);

/** By mouse and keyboard: a press opens a panel and closes the one open before; Space closes it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Курьером' }));
    await expect(canvas.getByRole('button', { name: 'Курьером' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Банковской картой на сайте' }));
    await expect(canvas.getByRole('button', { name: 'Курьером' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Банковской картой на сайте' })).toHaveAttribute('aria-expanded', 'false');
  },
};
export const OpenAndCloseMobile = onPhone(OpenAndClose);

/** A detail link: its panel opens, the page scrolls to 120 px above it, the focus is on its button. */
export const DetailLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /Установка в сервисном центре/ }));
    await expect(canvas.getByRole('button', { name: 'Установка в сервисном центре' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Установка в сервисном центре' })).toHaveFocus();
  },
};
export const DetailLinkMobile = onPhone(DetailLink);
