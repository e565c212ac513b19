import type { Meta, StoryObj } from '@storybook/react-vite';
import { signal } from '@preact/signals-core';
import { useState } from 'react';
import { onPhone, PHONE } from '../../../../.storybook/phone';
import { createInstalmentModel } from './instalment.model';
import { InstalmentView } from './instalment.view';

interface InstalmentStoryArgs {
  price: number;
  payments: number[];
}

/** The widget in a buy-box-wide column; a price control shows the limit at work. */
function InstalmentStory({ price, payments }: InstalmentStoryArgs) {
  const [model] = useState(() => createInstalmentModel({ price: signal(price), payments }));
  return (
    <div style={{ maxWidth: 420 }} data-island="instalment">
      <InstalmentView model={model} />
    </div>
  );
}

const meta = {
  title: 'instalment',
  // A new model per args: the story's price and terms are the island's props.
  render: (args) => <InstalmentStory key={`${args.price}-${args.payments.join()}`} {...args} />,
  args: { price: 29_990, payments: [4] },
} satisfies Meta<InstalmentStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 29 990 ₽, within the limit: 4 payments of 7 498 ₽ (rounded up to a whole rouble). */
export const BelowLimit: Story = {};
export const BelowLimitMobile = onPhone(BelowLimit);

/** Exactly 30 000 ₽: still offered. */
export const AtLimit: Story = { args: { price: 30_000 } };
export const AtLimitMobile = onPhone(AtLimit);

/** 31 990 ₽, above the limit: nothing at all (the element is hidden, no empty box). */
export const AboveLimit: Story = { args: { price: 31_990 } };
export const AboveLimitMobile = onPhone(AboveLimit);

/** Several terms the template offers: a short list. */
export const SeveralTerms: Story = { args: { payments: [4, 6, 12] } };

/** On a phone (docs/embedding.md#page-variants: narrower than 576 px). */
export const SeveralTermsMobile: Story = {
  args: { payments: [4, 6] },
  globals: PHONE,
};
