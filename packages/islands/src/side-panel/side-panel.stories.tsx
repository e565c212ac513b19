import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createSidePanelModel, type SidePanelState } from './side-panel.model';
import { SidePanelView } from './side-panel.view';

const ITEMS = [
  { url: '/catalog/', name: 'Каталог' },
  { url: '/catalog/opt/', name: 'Оптовый каталог' },
  { url: '/wizard/toyota/camry/', name: 'Подбор по автомобилю' },
  { url: '/catalog/compare/', name: 'Сравнение' },
  { url: '/payment-delivery/', name: 'Оплата и доставка' },
  { url: '/return-points/', name: 'Пункты возврата' },
  { url: '/support/', name: 'Техподдержка' },
];

interface SidePanelStoryArgs {
  initialState: SidePanelState;
  cityName: string;
  phone: string;
}

/** One model per story mount, as the island creates one per element. */
function SidePanelStory({ initialState, cityName, phone }: SidePanelStoryArgs) {
  const [model] = useState(() => createSidePanelModel(initialState));
  return <SidePanelView model={model} props={{ items: ITEMS, cityName, phone }} />;
}

const meta = {
  title: 'side-panel',
  component: SidePanelStory,
  render: (args) => <SidePanelStory key={args.initialState} {...args} />,
  decorators: [
    (Story) => (
      <div data-island="side-panel" data-island-status="mounted">
        <Story />
      </div>
    ),
  ],
  args: { initialState: 'closed', cityName: 'Москва', phone: '8 800 555-35-35' },
  argTypes: { initialState: { control: 'inline-radio', options: ['closed', 'open'] } },
} satisfies Meta<typeof SidePanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile', isRotated: false } };

/** The menu button alone. */
export const Closed: Story = {};

/** Opened (button or right swipe): the panel at the left edge, the page dimmed and inert. */
export const Open: Story = { args: { initialState: 'open' } };

/** The button on a phone. */
export const ClosedMobile: Story = { globals: phone };

/** The panel on a phone: 86 % of the width. */
export const OpenMobile: Story = { args: { initialState: 'open' }, globals: phone };

/** Without a city and a phone in the props: the links alone. */
export const LinksOnly: Story = { args: { initialState: 'open', cityName: '', phone: '' }, globals: phone };
