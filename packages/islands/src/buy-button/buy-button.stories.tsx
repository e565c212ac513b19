import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { add2BasketByID, bindCalls } from '@shop-islands/api';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone } from '../../../../.storybook/phone';
import { announce } from '../ui/live-region';
import { createBuyButtonModel, type BuyButtonVariant } from './buy-button.model';
import { BuyButtonView } from './buy-button.view';

interface BuyButtonStoryArgs {
  productId: number;
  productName: string;
  variant: BuyButtonVariant;
  /** Where the story starts: as loaded, already in the basket, or right after a click. */
  start: 'idle' | 'in-basket' | 'clicked';
  /** A backend that never answers, to hold the spinner. */
  hang?: boolean;
}

/**
 * A catalogue item with the button, under a header basket link: the picture flies there on add
 * (docs/islands/buy-button.md). The store and API deps are the story's runtime, against the mock backend.
 */
function BuyButtonStory({ runtime, productId, productName, variant, start, hang = false }: BuyButtonStoryArgs & { runtime: PageRuntime }) {
  const header = useRef<HTMLDivElement>(null);
  const [model] = useState(() => {
    if (start === 'in-basket') runtime.store.addToBasket(productId);
    return createBuyButtonModel({
      productId,
      api: hang ? { add2BasketByID: () => new Promise(() => {}) } : bindCalls(runtime.apiDeps, { add2BasketByID }),
      store: runtime.store,
      navigate: (url) => console.info('[storybook] the button would go to', url),
      announce,
    });
  });
  useEffect(() => (header.current ? runtime.store.bindCounters(header.current) : undefined), [runtime]);
  useEffect(() => {
    if (start === 'clicked') void model.activate();
  }, [model, start]);
  return (
    <>
      <div ref={header} style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 24 }}>
        <a href="#basket">
          Корзина <span className="basket_count">0</span>
        </a>
      </div>
      <div data-product-id={productId} style={{ maxWidth: 280, display: 'grid', gap: 12 }}>
        <img src={`./images/products/${productId}.svg`} alt={productName} width={200} height={200} />
        <strong>{productName}</strong>
        <BuyButtonView model={model} props={{ productId, productName, variant }} />
      </div>
    </>
  );
}

const meta = {
  title: 'buy-button',
  render: (args, { loaded }) => <BuyButtonStory {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { productId: 102, productName: 'Автосигнализация Стражъ A63 v2 ECO', variant: 'catalog', start: 'idle' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['catalog', 'product'] },
    start: { control: 'inline-radio', options: ['idle', 'in-basket', 'clicked'] },
  },
} satisfies Meta<BuyButtonStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not in the basket: «В корзину». Click it to see the flight to the basket and the icon spin. */
export const Idle: Story = {};

/** On a phone (docs/embedding.md#page-variants: narrower than 576 px). */
export const IdleMobile = onPhone(Idle);

/** The spinner while the server answers: busy, clicks ignored, same size. */
export const Loading: Story = { args: { start: 'clicked', hang: true } };
export const LoadingMobile = onPhone(Loading);

/** Already in the basket (also how it loads when the store has it): a click goes to /personal/cart/. */
export const InBasket: Story = { args: { start: 'in-basket' } };
export const InBasketMobile = onPhone(InBasket);

/** A server error: back to «В корзину» with the reason; nothing is stored. */
export const ServerError: Story = {
  args: { start: 'clicked' },
  parameters: { backend: { faults: { add2BasketByID: '500' } } satisfies BackendParameters },
};
export const ServerErrorMobile = onPhone(ServerError);

/** The server refuses (RESULT_ID 0) and says why: a product that is out of stock. */
export const Refused: Story = {
  args: { start: 'clicked', productId: 110, productName: 'Автосигнализация AutoGuard X-1900 BT GSM' },
};
export const RefusedMobile = onPhone(Refused);

/** The product page's button: «Добавить в корзину», larger. */
export const ProductPage: Story = { args: { variant: 'product' } };
export const ProductPageMobile = onPhone(ProductPage);

/** The product page's spinner while the server answers (spec: add, spinner, already). */
export const ProductPageLoading: Story = { args: { variant: 'product', start: 'clicked', hang: true } };
export const ProductPageLoadingMobile = onPhone(ProductPageLoading);

/** The product page's button once the product is in the basket: a click goes to /personal/cart/. */
export const ProductPageInBasket: Story = { args: { variant: 'product', start: 'in-basket' } };
export const ProductPageInBasketMobile = onPhone(ProductPageInBasket);
