import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { add2BasketByID, bindCalls, delFromCompareList } from '@shop-islands/api';
import { products } from '@shop-islands/dev-server';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone } from '../../../../.storybook/phone';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createCompareTableModel } from './compare-table.model';
import type { CompareProduct } from './compare-table.props';
import { CompareTableView } from './compare-table.view';

interface CompareTableStoryArgs {
  /** How many products of the demo catalogue are compared. */
  count: number;
  /** What happens once the island is up: nothing, the shopper picks «все характеристики», removes the first product, or buys it. */
  then: 'nothing' | 'show-all' | 'remove-first' | 'buy-first';
  /** A backend that never answers (delFromCompareList, add2BasketByID), to hold a column busy. */
  hang?: boolean;
}

/** The demo catalogue's products as the comparison page's template prints them (examples/server/pages/compare.ts). */
const compared = (count: number): CompareProduct[] =>
  products.slice(0, count).map((item) => ({
    id: item.id,
    name: item.name,
    url: `/catalog/product/${item.id}/`,
    image: item.image,
    price: item.price,
    oldPrice: item.oldPrice,
    purchasingOption: item.purchasingOption,
    quantity: item.quantity,
    inBasket: false,
    characteristics: item.characteristics,
  }));

/** The island as the page builds it, over the story's store and mock backend; going to the basket page is only logged. */
function CompareTableStory({ runtime, count, then, hang = false }: CompareTableStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() =>
    createCompareTableModel({
      products: compared(count),
      api: hang
        ? { delFromCompareList: () => new Promise(() => {}), add2BasketByID: () => new Promise(() => {}) }
        : bindCalls(runtime.apiDeps, { delFromCompareList, add2BasketByID }),
      store: runtime.store,
      clock: realClock,
      navigate: (url) => console.info(`navigate to ${url}`),
      announce,
    }),
  );
  useEffect(() => () => model.dispose(), [model]);
  useEffect(() => {
    const first = products[0]?.id ?? 0;
    if (then === 'show-all') model.show('all');
    if (then === 'remove-first') void model.remove(first);
    if (then === 'buy-first') void model.buy(first);
  }, [model, then]);
  return <CompareTableView model={model} />;
}

/** The compared products are in the session's compare list, so removals succeed. */
const seeded = (count: number): BackendParameters => ({ seed: { compare: products.slice(0, count).map((item) => item.id) } });

const meta = {
  title: 'compare-table',
  render: (args, { loaded }) => <CompareTableStory {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { count: 5, then: 'nothing' },
  argTypes: {
    count: { control: { type: 'range', min: 0, max: 30 } },
    then: { control: 'inline-radio', options: ['nothing', 'show-all', 'remove-first', 'buy-first'] },
  },
  parameters: { backend: seeded(30) },
} satisfies Meta<CompareTableStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One product: all rows, no automatic choice, the column fills the width. */
export const OneProduct: Story = { args: { count: 1 } };
export const OneProductMobile = onPhone(OneProduct);

/** Two products: columns spaced evenly, no scroll buttons; the differences after 100 ms. */
export const TwoProducts: Story = { args: { count: 2 } };

/** Two products on a phone (375 px). */
export const TwoProductsMobile = onPhone(TwoProducts);

/** Five products: fixed columns, scroll buttons; the differences after 100 ms. */
export const FiveProducts: Story = {};

/** Five products on a phone: 156 px columns, the labels stay at the left, no word broken in its middle. */
export const FiveProductsMobile = onPhone(FiveProducts);

/** Five products scrolled sideways to the end (End in the scroll box): the last columns show, the labels stay; at 1280 px all five fit, nothing moves. */
export const FiveProductsScrolled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('region', { name: /Товаров в сравнении/ });
    table.focus({ preventScroll: true });
    await userEvent.keyboard('{End}');
    // The step glides (unless the reader asked for less motion): done once at the end of the range.
    await waitFor(() => expect(table.scrollLeft).toBeGreaterThanOrEqual(table.scrollWidth - table.clientWidth - 1));
  },
};
export const FiveProductsScrolledMobile = onPhone(FiveProductsScrolled);

/** Five products, the shopper chose «все характеристики». */
export const FiveProductsAll: Story = { args: { then: 'show-all' } };
export const FiveProductsAllMobile = onPhone(FiveProductsAll);

/** Thirty products: the sticky labels and header while scrolling both ways. */
export const ThirtyProducts: Story = { args: { count: 30 } };

/** Thirty products on a phone. */
export const ThirtyProductsMobile = onPhone(ThirtyProducts);

/** The empty-list message (also what the last removal leaves). */
export const Empty: Story = { args: { count: 0 } };

/** The empty-list message on a phone. */
export const EmptyMobile = onPhone(Empty);

/** The last product removed: the empty-list message takes the focus. */
export const LastRemoved: Story = { args: { count: 1, then: 'remove-first' } };
export const LastRemovedMobile = onPhone(LastRemoved);

/** A removal that failed (HTTP 500): the column stays with the reason. */
export const RemoveError: Story = {
  args: { then: 'remove-first' },
  parameters: { backend: { ...seeded(30), faults: { delFromCompareList: '500' } } satisfies BackendParameters },
};

/** A failed removal on a phone. */
export const RemoveErrorMobile = onPhone(RemoveError);

/** «В корзину» of the first column pressed, the add on its way: a spinner in the button, the column busy (`aria-disabled`). */
export const Adding: Story = { args: { then: 'buy-first', hang: true } };
export const AddingMobile = onPhone(Adding);

/** An add that failed (HTTP 500): the shopper stays, the column shows the reason. */
export const BuyError: Story = {
  args: { then: 'buy-first' },
  parameters: { backend: { ...seeded(30), faults: { add2BasketByID: '500' } } satisfies BackendParameters },
};
export const BuyErrorMobile = onPhone(BuyError);

/** A request that takes its time: the spinner on the remove icon. */
export const Removing: Story = { args: { then: 'remove-first', hang: true } };
export const RemovingMobile = onPhone(Removing);
