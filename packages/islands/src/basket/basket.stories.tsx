import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { add2BasketByID, basketDelete, basketQuantity, bindCalls } from '@shop-islands/api';
import { findProduct, type SessionSeed } from '@shop-islands/dev-server';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone } from '../../../../.storybook/phone';
import type { PageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createBasketModel, type BasketModel } from './basket.model';
import type { BasketItem, BasketProps } from './basket.props';
import { BasketView } from './basket.view';
import './basket.stories.css';

/**
 * What the shopper does as the story starts, so every state shows without a click.
 * `bought-elsewhere`: another island on the page (the related carousel) adds a product;
 * `remove-then-undo`: «Удалить» on the first line, then «Вернуть» as soon as it is offered.
 */
type Act = 'none' | 'below-minimum' | 'above-maximum' | 'plus' | 'remove-first' | 'clear' | 'bought-elsewhere' | 'remove-then-undo';

interface BasketStoryArgs {
  /** Demo catalogue products in the basket (in stock), with their quantities. */
  lines: ReadonlyArray<readonly [productId: number, quantity: number]>;
  act: Act;
  /** The page was printed when there was more in stock: each line's maximum is 5 above the stock now. */
  staleStock?: boolean;
}

/** The props the template prints for a session seeded with `lines` (row ids 1, 2 … in order). */
function basketProps(lines: BasketStoryArgs['lines'], staleStock = false): BasketProps {
  const items: BasketItem[] = lines.flatMap(([productId, quantity], index) => {
    const product = findProduct(productId);
    if (!product) return [];
    const max = Math.max(1, product.quantity) + (staleStock ? 5 : 0);
    return [{ rowId: index + 1, productId, name: product.name, url: `/catalog/product/${productId}/`, image: product.image, price: product.price, quantity, max, sum: product.price * quantity }];
  });
  return { items, totalPrice: items.reduce((sum, item) => sum + item.sum, 0) };
}

const seedOf = (lines: BasketStoryArgs['lines']): SessionSeed => ({ basket: lines.map(([productId, quantity]) => ({ productId, quantity })) });

function act(model: BasketModel, what: Act, runtime: PageRuntime) {
  if (what === 'bought-elsewhere') return void runtime.store.addToBasket(ALARM);
  const first = model.lines.peek()[0];
  if (!first) return;
  if (what === 'remove-then-undo') {
    model.remove(first);
    const stop = model.undoOffer.subscribe((offer) => {
      if (!offer || offer.restoring) return;
      model.undo();
      // Later, as the subscription is still being set up when an offer is already there.
      queueMicrotask(() => stop());
    });
    return;
  }
  if (what === 'below-minimum' || what === 'above-maximum') {
    model.input(first, what === 'below-minimum' ? '0' : String(first.item.max + 1));
    model.commit(first);
  } else if (what === 'plus') model.step(first, 1);
  else if (what === 'remove-first') model.remove(first);
  else if (what === 'clear') model.clear();
}

function BasketStory({ runtime, lines, act: what, staleStock }: BasketStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() =>
    createBasketModel({
      props: basketProps(lines, staleStock),
      store: runtime.store,
      api: bindCalls(runtime.apiDeps, { basketQuantity, basketDelete, add2BasketByID }),
      clock: realClock,
      announce,
      navigate: (url) => window.location.assign(url),
    }),
  );
  useEffect(() => {
    act(model, what, runtime);
    return () => model.dispose();
  }, [model, what, runtime]);
  return <BasketView model={model} />;
}

// In stock with room above 1: the demo session's own basket products.
const ALARM = 101;
const TRACKER = 125;
const FIVE: BasketStoryArgs['lines'] = [
  [101, 1],
  [125, 2],
  [149, 1],
  [103, 1],
  [104, 3],
];

const meta = {
  title: 'basket',
  render: (args, { loaded }) => <BasketStory key={JSON.stringify(args)} {...args} runtime={loaded.runtime as PageRuntime} />,
  decorators: [
    (Story) => (
      <div data-island="basket" data-island-status="mounted" className="basket-island sb-basket">
        <Story />
      </div>
    ),
  ],
  args: { lines: [[ALARM, 1]], act: 'none' },
  parameters: { backend: { seed: seedOf([[ALARM, 1]]) } satisfies BackendParameters },
} satisfies Meta<BasketStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const withLines = (lines: BasketStoryArgs['lines'], extra: Partial<BackendParameters> = {}) => ({
  args: { lines },
  parameters: { backend: { seed: seedOf(lines), ...extra } satisfies BackendParameters },
});

/** One line at 1: − is disabled. */
export const OneItem: Story = {};
export const OneItemMobile = onPhone(OneItem);

/** Two lines. */
export const TwoItems: Story = withLines([
  [ALARM, 1],
  [TRACKER, 2],
]);
export const TwoItemsMobile = onPhone(TwoItems);

/** Five lines. */
export const FiveItems: Story = withLines(FIVE);
export const FiveItemsMobile = onPhone(FiveItems);

/** Nothing in the basket: the empty block (the page's «С этим покупают» carousel sits below it). */
export const Empty: Story = withLines([]);
export const EmptyMobile = onPhone(Empty);

/** Nothing in the basket, then a product bought in the carousel below: the status line offers «Обновить страницу». */
export const EmptyChangedElsewhere: Story = { ...withLines([]), args: { lines: [], act: 'bought-elsewhere' } };
export const EmptyChangedElsewhereMobile = onPhone(EmptyChangedElsewhere);

/** 0 typed: «Минимальное значение должно быть равно 1», the 1 back, nothing sent. */
export const BelowMinimum: Story = { args: { act: 'below-minimum' } };
export const BelowMinimumMobile = onPhone(BelowMinimum);

/** One more than the stock typed: «Максимально возможное значение {max}», the value back. */
export const AboveMaximum: Story = { args: { act: 'above-maximum' } };
export const AboveMaximumMobile = onPhone(AboveMaximum);

/** At the stock: + is disabled. */
export const MaximumReached: Story = withLines([[TRACKER, Math.max(1, findProduct(TRACKER)?.quantity ?? 1)]]);
export const MaximumReachedMobile = onPhone(MaximumReached);

/** + pressed on a slow server: «saving», the total dimmed until the answer. */
export const Saving: Story = {
  args: { act: 'plus' },
  parameters: { backend: { seed: seedOf([[ALARM, 1]]), faults: { basketQuantity: 'slow:8000' } } satisfies BackendParameters },
};
export const SavingMobile = onPhone(Saving);

/** + pressed and the server answers 500: the quantity goes back to 1 and the field says why. */
export const QuantityError: Story = {
  args: { act: 'plus' },
  parameters: { backend: { seed: seedOf([[ALARM, 1]]), faults: { basketQuantity: '500' } } satisfies BackendParameters },
};
export const QuantityErrorMobile = onPhone(QuantityError);

/** + pressed at the stock, which has dropped since the page was printed: the server's «Максимально возможное значение {N}», the quantity back. */
export const QuantityRefused: Story = {
  ...withLines([[TRACKER, Math.max(1, findProduct(TRACKER)?.quantity ?? 1)]]),
  args: { lines: [[TRACKER, Math.max(1, findProduct(TRACKER)?.quantity ?? 1)]], act: 'plus', staleStock: true },
};
export const QuantityRefusedMobile = onPhone(QuantityRefused);

/** The first of two lines removed: «Вернуть» is offered for a few seconds. */
export const Removed: Story = {
  ...withLines([
    [ALARM, 1],
    [TRACKER, 2],
  ]),
  args: {
    lines: [
      [ALARM, 1],
      [TRACKER, 2],
    ],
    act: 'remove-first',
  },
};
export const RemovedMobile = onPhone(Removed);

/** A line at 2 removed and brought back while quantity changes fail: it is back at 1, as the server has it, and says so. */
export const UndoQuantityNotRestored: Story = {
  args: {
    lines: [
      [TRACKER, 2],
      [ALARM, 1],
    ],
    act: 'remove-then-undo',
  },
  parameters: {
    backend: {
      seed: seedOf([
        [TRACKER, 2],
        [ALARM, 1],
      ]),
      faults: { basketQuantity: '500' },
    } satisfies BackendParameters,
  },
};
export const UndoQuantityNotRestoredMobile = onPhone(UndoQuantityNotRestored);

/** «Очистить корзину» pressed on a slow server: the button is busy and ignores more presses. */
export const Clearing: Story = {
  args: { lines: FIVE, act: 'clear' },
  parameters: { backend: { seed: seedOf(FIVE), faults: { basketDelete: 'slow:8000' } } satisfies BackendParameters },
};
export const ClearingMobile = onPhone(Clearing);

/** Clearing refused by a failing server: the table stays, with the alert. */
export const ClearError: Story = {
  args: { lines: FIVE, act: 'clear' },
  parameters: { backend: { seed: seedOf(FIVE), faults: { basketDelete: '503' } } satisfies BackendParameters },
};
export const ClearErrorMobile = onPhone(ClearError);

/** Cleared: the empty block, with «Вернуть». */
export const Cleared: Story = { ...withLines(FIVE), args: { lines: FIVE, act: 'clear' } };
export const ClearedMobile = onPhone(Cleared);
