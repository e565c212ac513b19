import { signal } from '@preact/signals-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { onPhone, PHONE } from '../../../../.storybook/phone';
import { createMobileSearchModel } from './mobile-search.model';
import { MobileSearchView } from './mobile-search.view';

interface MobileSearchStoryArgs {
  /** Whether the form starts open. */
  open: boolean;
  /** The page's mobile state (the `mobile` body class or narrower than 576 px). */
  mobile: boolean;
  /** The body classes `promo` and `market`. */
  promo: boolean;
  market: boolean;
  /** Props from the template. */
  action: string;
  query: string;
}

/** One model per story mount, as the island creates one per element; the page state is fixed per story. */
function MobileSearchStory({ open, mobile, promo, market, action, query }: MobileSearchStoryArgs) {
  const [model] = useState(() =>
    createMobileSearchModel({
      isMobile: signal(mobile),
      variant: signal({ mobile, promo, market }),
      initiallyOpen: open,
    }),
  );
  return <MobileSearchView model={model} props={{ action, query }} />;
}

const meta = {
  title: 'mobile-search',
  component: MobileSearchStory,
  // Re-created when the page state changes in the controls.
  render: (args) => <MobileSearchStory key={JSON.stringify(args)} {...args} />,
  decorators: [
    (Story) => (
      <div data-island="mobile-search" data-island-status="mounted">
        <Story />
      </div>
    ),
  ],
  args: { open: false, mobile: true, promo: false, market: false, action: '/search/', query: '' },
} satisfies Meta<typeof MobileSearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The `mobile` arg is the page's mobile state: at desktop width it stands for the `mobile` body
// class (docs/embedding.md#page-variants); each <Name>Mobile story is the same state at 375 px.

/** The toggle alone: the form is collapsed and out of the tab order. */
export const Closed: Story = {};
export const ClosedMobile = onPhone(Closed);

/** After a click on the toggle: the form is shown and the field has focus. */
export const Open: Story = {
  args: { open: true, query: 'иммобилайзер' },
};

/** Open on a phone (docs/embedding.md#page-variants: mobile is narrower than 576 px). */
export const OpenMobile: Story = {
  args: { open: true, query: 'StarLine A93' },
  globals: PHONE,
};

/** The `promo` body class: the promotion colours. */
export const Promo: Story = {
  args: { open: true, promo: true },
};

/** The `promo` body class on a phone. */
export const PromoMobile = onPhone(Promo);

/** The `market` body class. */
export const Market: Story = {
  args: { open: true, market: true },
};

/** The `market` body class on a phone. */
export const MarketMobile = onPhone(Market);

// No phone partner: narrower than 576 px the page is always mobile, so «off» never happens on a phone.
/** Not a mobile page (no `mobile` class, 576 px or wider): the island shows nothing. */
export const Off: Story = {
  args: { mobile: false },
};
