import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createSiteMenuModel, type SiteMenuState } from './site-menu.model';
import { SiteMenuView } from './site-menu.view';

const ITEMS = [
  { url: '/catalog/', name: 'Каталог' },
  { url: '/catalog/opt/', name: 'Оптовый каталог' },
  { url: '/wizard/toyota/camry/', name: 'Подбор по автомобилю' },
  { url: '/catalog/compare/', name: 'Сравнение' },
  { url: '/payment-delivery/', name: 'Оплата и доставка' },
  { url: '/return-points/', name: 'Пункты возврата' },
  { url: '/support/', name: 'Техподдержка' },
];

interface SiteMenuStoryArgs {
  /** Where the menu is: the story puts it there as the sentinel would. */
  state: SiteMenuState;
  currentUrl: string;
}

/** One model per story mount; no observer: the story fixes the state itself. */
function SiteMenuStory({ state, currentUrl }: SiteMenuStoryArgs) {
  const [model] = useState(() => {
    const created = createSiteMenuModel();
    // As the sentinel reports a menu of 45 px scrolled past.
    if (state === 'fixed') created.update(-1, 45);
    return created;
  });
  return <SiteMenuView model={model} props={{ items: ITEMS, currentUrl }} observer={null} />;
}

const meta = {
  title: 'site-menu',
  component: SiteMenuStory,
  render: (args) => <SiteMenuStory key={args.state} {...args} />,
  decorators: [
    (Story) => (
      <div data-island="site-menu" data-island-status="mounted">
        <Story />
        <p style={{ padding: '16px' }}>Содержимое страницы под меню.</p>
      </div>
    ),
  ],
  args: { state: 'in-place', currentUrl: '/catalog/' },
  argTypes: { state: { control: 'inline-radio', options: ['in-place', 'fixed'] } },
} satisfies Meta<typeof SiteMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile', isRotated: false } };

/** In its place under the header, the current page's link marked. */
export const InPlace: Story = {};

/** Scrolled past: fixed at the top (faded in), its old place kept empty at its height. */
export const Fixed: Story = { args: { state: 'fixed' } };

/** In place on a phone: the links scroll sideways. */
export const InPlaceMobile: Story = { globals: phone };

/** Fixed on a phone. */
export const FixedMobile: Story = { args: { state: 'fixed' }, globals: phone };
