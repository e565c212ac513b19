import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { onPhone } from '../../../../.storybook/phone';
import { createSiteMenuModel, type SiteMenuState } from './site-menu.model';
import { SiteMenuView } from './site-menu.view';
import './site-menu.stories.css';
import { SITE_MENU } from '@shop-islands/dev-server';

interface SiteMenuStoryArgs {
  /** Where the menu is: the story puts it there as the observer would. */
  state: SiteMenuState;
  currentUrl: string;
}

/** The server's menu, as the example template prints it. */
function serverMenu(currentUrl: string): HTMLElement {
  const nav = document.createElement('nav');
  nav.className = 'main-menu';
  nav.id = 'main-menu';
  nav.setAttribute('aria-label', 'Главное меню');
  const list = nav.appendChild(document.createElement('ul'));
  for (const item of SITE_MENU) {
    const link = list.appendChild(document.createElement('li')).appendChild(document.createElement('a'));
    link.href = item.url;
    link.textContent = item.name;
    if (item.url === currentUrl) link.setAttribute('aria-current', 'page');
  }
  return nav;
}

/**
 * One model per story mount. The state comes as on the site: the page scrolled past the menu (or
 * back to its top), the island's own observer seeing it. (Set on the model, it was undone by the
 * observer at once, measuring a page not scrolled.)
 */
function SiteMenuStory({ state, currentUrl }: SiteMenuStoryArgs) {
  const [model] = useState(() => createSiteMenuModel());
  const [menu] = useState(() => serverMenu(currentUrl));
  useEffect(() => {
    window.scrollTo({ top: state === 'fixed' ? 200 : 0, behavior: 'instant' });
  }, [state]);
  return <SiteMenuView model={model} menu={menu} />;
}

const meta = {
  title: 'site-menu',
  component: SiteMenuStory,
  render: (args) => <SiteMenuStory key={`${args.state} ${args.currentUrl}`} {...args} />,
  decorators: [
    (Story) => (
      <div className="sb-site-menu">
        <div data-island="site-menu" data-island-status="mounted">
          <Story />
        </div>
        <p className="sb-site-menu__page">Содержимое страницы под меню.</p>
      </div>
    ),
  ],
  args: { state: 'in-place', currentUrl: '/catalog/' },
  argTypes: { state: { control: 'inline-radio', options: ['in-place', 'fixed'] } },
} satisfies Meta<typeof SiteMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In its place under the header, the current page's link marked. */
export const InPlace: Story = {};

/** Scrolled past: fixed at the top (faded in), its old place kept empty at its height. */
export const Fixed: Story = { args: { state: 'fixed' } };

/** In place on a phone: the links scroll sideways. */
export const InPlaceMobile = onPhone(InPlace);

/** Fixed on a phone. */
export const FixedMobile = onPhone(Fixed);
