import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { computed } from '@preact/signals-core';
import { addPreOrder, bindCalls } from '@shop-islands/api';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone } from '../../../../.storybook/phone';
import { createPreorderModel, knownUser, type PreorderVariant } from './preorder.model';
import { PreorderView } from './preorder.view';

interface PreorderStoryArgs {
  productId: number;
  productName: string;
  variant: PreorderVariant;
  /** Where the story starts: the button, the open form, or the form sent with this email. */
  start: 'closed' | 'open' | 'submitted';
  email?: string;
  /** A backend that never answers, to hold the sending state. */
  hang?: boolean;
}

/** The island as the page builds it: the user comes from the story's store and page config. */
function PreorderStory({ runtime, productId, productName, variant, start, email, hang = false }: PreorderStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() =>
    createPreorderModel({
      productId,
      variant,
      api: hang ? { addPreOrder: () => new Promise(() => {}) } : bindCalls(runtime.apiDeps, { addPreOrder }),
      user: computed(() => knownUser(runtime.store.user.value, runtime.config.user)),
    }),
  );
  useEffect(() => {
    if (start === 'closed') return;
    model.open();
    if (email !== undefined) model.setEmail(email);
    if (start === 'submitted') void model.submit();
  }, [model, start, email]);
  return <PreorderView model={model} props={{ productId, productName, variant }} />;
}

const signedIn: BackendParameters = { seed: { user: { isAuth: true, email: 'ivan.petrov@example.ru' } } };

const meta = {
  title: 'preorder',
  render: (args, { loaded }) => <PreorderStory {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { productId: 110, productName: 'Автосигнализация AutoGuard X-1900 BT GSM', variant: 'catalog', start: 'closed' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['catalog', 'product'] },
    start: { control: 'inline-radio', options: ['closed', 'open', 'submitted'] },
  },
} satisfies Meta<PreorderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's notify-me button. */
export const Closed: Story = {};
export const ClosedMobile = onPhone(Closed);

/** The form for an anonymous shopper: empty email, quantity 1. */
export const OpenAnonymous: Story = { args: { start: 'open' } };

/** The form on a phone (docs/embedding.md#page-variants: narrower than 576 px). */
export const OpenAnonymousMobile = onPhone(OpenAnonymous);

/** Signed in: the known email is pre-filled (docs/islands/preorder.md). */
export const OpenSignedIn: Story = { args: { start: 'open' }, parameters: { backend: signedIn } };
export const OpenSignedInMobile = onPhone(OpenSignedIn);

/** Sending: submit disabled, the same size. */
export const Sending: Story = { args: { start: 'submitted', email: 'ivan@example.ru', hang: true } };
export const SendingMobile = onPhone(Sending);

/** The server's error texts in the red alert; the form stays open (docs/islands/preorder.md). */
export const ServerErrors: Story = { args: { start: 'submitted', email: 'ivan@' } };
export const ServerErrorsMobile = onPhone(ServerErrors);

/** A failed call (HTTP 500): its Russian text in the same alert. */
export const NetworkError: Story = {
  args: { start: 'submitted', email: 'ivan@example.ru' },
  parameters: { backend: { faults: { addPreOrder: '500' } } satisfies BackendParameters },
};
export const NetworkErrorMobile = onPhone(NetworkError);

/** Sent from the catalogue: «Сообщить о поступлении» / «Уведомление успешно добавлено». */
export const SuccessCatalog: Story = { args: { start: 'submitted', email: 'ivan@example.ru' } };
export const SuccessCatalogMobile = onPhone(SuccessCatalog);

/** Product page, anonymous: «Предзаказ» asks for the email. */
export const ProductAnonymous: Story = { args: { variant: 'product', start: 'open' } };
export const ProductAnonymousMobile = onPhone(ProductAnonymous);

/** Product page, signed in: no email field (docs/islands/preorder.md). */
export const ProductSignedIn: Story = { args: { variant: 'product', start: 'open' }, parameters: { backend: signedIn } };
export const ProductSignedInMobile = onPhone(ProductSignedIn);

/** Sent from the product page: «Предзаказ» / «Предзаказ успешно добавлен». */
export const SuccessProduct: Story = { args: { variant: 'product', start: 'submitted' }, parameters: { backend: signedIn } };
export const SuccessProductMobile = onPhone(SuccessProduct);
