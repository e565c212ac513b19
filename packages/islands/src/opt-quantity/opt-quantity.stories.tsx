import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { bindCalls, changeWholesaleQuantity, itemPrices, type ApiDeps } from '@shop-islands/api';
import { createStore, MemoryCookies, MemoryStorage } from '@shop-islands/store';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone, PHONE } from '../../../../.storybook/phone';
import type { PageRuntime } from '../runtime/page';
import { createOptQuantityModel } from './opt-quantity.model';
import { OptQuantityView } from './opt-quantity.view';

interface OptQuantityStoryArgs {
  /** Product 101 of the demo catalogue: «Стражъ A93», wholesale price 13 110, 42 in stock. */
  productId: number;
  price: number;
  max: number;
  productName: string;
  /** What this browser's basket holds for the product when the story starts. */
  storedQuantity: number;
  /** Typed into the field as the story starts (shows saving, refusals and errors without a click). */
  typed: string;
}

/**
 * The island as a page mounts it: a wholesale-mode store of its own (the preview's runtime is in
 * normal mode) and the preview's API deps, which the mock backend answers.
 */
function OptQuantityStory({ apiDeps, productId, price, max, productName, storedQuantity, typed }: OptQuantityStoryArgs & { apiDeps: ApiDeps }) {
  const [model] = useState(() => {
    const basket = storedQuantity > 0 ? [{ PRODUCT_ID: productId, QUANTITY: storedQuantity }] : [];
    const store = createStore({
      storage: new MemoryStorage({ basketItems: JSON.stringify(basket) }),
      cookies: new MemoryCookies(),
      window: null,
      document,
      mode: 'opt',
    });
    const api = bindCalls(apiDeps, { changeWholesaleQuantity, itemPrices });
    return createOptQuantityModel({ props: { productId, price, max, quantity: storedQuantity, productName }, store, api });
  });
  useEffect(() => {
    if (typed) model.input(typed);
    return () => model.dispose();
  }, [model, typed]);
  return <OptQuantityView model={model} productName={productName} basePrice={price} />;
}

const meta = {
  title: 'opt-quantity',
  render: (args, { loaded }) => (
    <OptQuantityStory key={`${args.storedQuantity}-${args.typed}`} {...args} apiDeps={(loaded.runtime as PageRuntime).apiDeps} />
  ),
  decorators: [
    (Story) => (
      <div data-island="opt-quantity" data-island-status="mounted" style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { productId: 101, price: 13110, max: 42, productName: 'Автосигнализация Стражъ A93 v2 2CAN+2LIN', storedQuantity: 0, typed: '' },
} satisfies Meta<OptQuantityStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not in the basket yet: an empty field and a line price of 0. */
export const Empty: Story = {};
export const EmptyMobile = onPhone(Empty);

/** In the basket with 3 pieces: the line price is 3 × the unit price. */
export const InBasket: Story = { args: { storedQuantity: 3 } };

/** On a phone (docs/embedding.md#page-variants: narrower than 576 px). */
export const InBasketMobile: Story = {
  args: { storedQuantity: 10 },
  globals: PHONE,
};

/** 12 typed: the change is on its way to a slow server («Сохраняем…»), then the volume price shows. */
export const Saving: Story = {
  args: { storedQuantity: 3, typed: '12' },
  parameters: { backend: { faults: { changeQuantity: 'slow:6000' } } satisfies BackendParameters },
};
export const SavingMobile = onPhone(Saving);

/** change_quantity.php answers 500: the field goes back to the saved 3 with an alert. */
export const ServerError: Story = {
  args: { storedQuantity: 3, typed: '7' },
  parameters: { backend: { faults: { changeQuantity: '500' } } satisfies BackendParameters },
};
export const ServerErrorMobile = onPhone(ServerError);

/** The server refuses (result 0): more than its stock, when the page gave no limit. */
export const Refused: Story = {
  args: { storedQuantity: 3, typed: '500', max: 100000 },
};
export const RefusedMobile = onPhone(Refused);

/** More than the stock typed: the field takes the stock, with the basket's wording (docs/islands/opt-quantity.md). */
export const AboveStock: Story = { args: { typed: '100' } };
export const AboveStockMobile = onPhone(AboveStock);
