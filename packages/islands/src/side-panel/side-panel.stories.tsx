import type { Meta, StoryObj } from '@storybook/react-vite';
import { signal } from '@preact/signals-core';
import { useState } from 'react';
import { onPhone } from '../../../../.storybook/phone';
import { createSidePanelModel, type SidePanelState } from './side-panel.model';
import { SidePanelView } from './side-panel.view';
import { SITE_MENU } from '@shop-islands/dev-server';

interface SidePanelStoryArgs {
  initialState: SidePanelState;
  /** The city the server printed. */
  cityName: string;
  /** The store's city (cookies, `userCity`); '' when it knows none. */
  storedCity: string;
  phone: string;
  /** The server's extra block: the side menu's search form (its fallback, as a page without scripts prints it). */
  withSearch?: boolean;
}

/** The side menu's search as the template prints it in the fallback (docs/islands/side-panel.md#markup-to-copy). */
function searchBlock(): HTMLElement {
  const extra = document.createElement('div');
  extra.dataset.part = 'extra';
  extra.hidden = true;
  extra.innerHTML =
    '<form class="search-form" role="search" action="/search/" method="get" style="display:flex;gap:8px">' +
    '<input type="search" name="q" aria-label="Поиск по каталогу" placeholder="Сигнализация, трекер" style="flex:1;min-width:0;min-height:44px">' +
    '<button type="submit" class="btn">Найти</button></form>';
  return extra;
}

/** One model per story mount, as the island creates one per element. */
function SidePanelStory({ initialState, cityName, storedCity, phone, withSearch = false }: SidePanelStoryArgs) {
  const [model] = useState(() => createSidePanelModel({ shownCity: cityName, city: signal({ cityName: storedCity }), initial: initialState }));
  const [extra] = useState(() => (withSearch ? searchBlock() : null));
  return <SidePanelView model={model} props={{ items: SITE_MENU, cityName, phone }} extra={extra} />;
}

const meta = {
  title: 'side-panel',
  component: SidePanelStory,
  render: (args) => <SidePanelStory key={`${args.initialState}|${args.cityName}|${args.storedCity}|${args.withSearch}`} {...args} />,
  decorators: [
    (Story) => (
      <div data-island="side-panel" data-island-status="mounted">
        <Story />
      </div>
    ),
  ],
  args: { initialState: 'closed', cityName: 'Москва', storedCity: '', phone: '8 800 555-35-35' },
  argTypes: { initialState: { control: 'inline-radio', options: ['closed', 'open'] } },
} satisfies Meta<typeof SidePanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu button alone. */
export const Closed: Story = {};

/** The button on a phone. */
export const ClosedMobile = onPhone(Closed);

/** Opened (button or right swipe): the panel at the left edge, the page dimmed and inert. */
export const Open: Story = { args: { initialState: 'open' } };

/** The panel on a phone: 86 % of the width. */
export const OpenMobile = onPhone(Open);

/** The page (a cached one) printed Москва, the shopper chose Тверь: the panel names Тверь, as the header does. */
export const StoredCity: Story = { args: { initialState: 'open', storedCity: 'Тверь' } };
export const StoredCityMobile = onPhone(StoredCity);

/** With the side menu's search the template put in the fallback, under the links. */
export const WithSearch: Story = { args: { initialState: 'open', withSearch: true } };
export const WithSearchMobile = onPhone(WithSearch);

/** Without a city (in the props and the store) and a phone: the links alone. */
export const LinksOnly: Story = { args: { initialState: 'open', cityName: '', phone: '' } };
export const LinksOnlyMobile = onPhone(LinksOnly);
