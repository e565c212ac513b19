import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useEffect, useState } from 'react';
import { bindCalls, getBwIButton, type Api } from '@shop-islands/api';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone } from '../../../../.storybook/phone';
import { announce } from '../ui/live-region';
import { createInstallServiceModel } from './install-service.model';
import { InstallServiceView } from './install-service.view';

interface InstallServiceStoryArgs {
  productId: number;
  /** A backend that never answers, to hold the loading state. */
  hang?: boolean;
  /** After the first load failed, «Повторить» is pressed and the second try never answers. */
  retrying?: boolean;
}

/** The fallback the product page prints, built fresh for each story. */
function fallbackNodes(): ChildNode[] {
  const holder = document.createElement('div');
  holder.innerHTML =
    '<p class="product-buy__install" style="padding:10px 14px;border-radius:8px;background:#f4f5f7"><a href="#delivery-install">Установка в сервисном центре: стоимость и сроки</a></p>';
  return Array.from(holder.childNodes);
}

/** The mock backend's getBwIButton; one that never answers, or only the calls after the first. */
function storyApi(runtime: PageRuntime, hang: boolean, retrying: boolean): Pick<Api, 'getBwIButton'> {
  if (hang) return { getBwIButton: () => new Promise<string>(() => {}) };
  const backend = bindCalls(runtime.apiDeps, { getBwIButton });
  let calls = 0;
  return retrying ? { getBwIButton: (id, options) => (calls++ ? new Promise<string>(() => {}) : backend.getBwIButton(id, options)) } : backend;
}

/** The block in a buy-box-wide column, against the mock backend (its getBwIButton). */
function InstallServiceStory({ runtime, productId, hang = false, retrying = false }: InstallServiceStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() => createInstallServiceModel({ productId, api: storyApi(runtime, hang, retrying), announce }));
  const [fallback] = useState(fallbackNodes);
  useEffect(() => {
    void model.load().then(() => (retrying ? model.retry() : undefined));
    return () => model.dispose();
  }, [model, retrying]);
  return (
    <div style={{ maxWidth: 420 }}>
      <InstallServiceView model={model} fallback={fallback} />
    </div>
  );
}

const meta = {
  title: 'install-service',
  render: (args, { loaded }) => <InstallServiceStory {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { productId: 101 },
} satisfies Meta<InstallServiceStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's block in place of the fallback, folded behind the link's words (docs/islands/install-service.md#layout). */
export const Loaded: Story = {};
export const LoadedMobile = onPhone(Loaded);

/** The block unfolded by the shopper (the page's loader would mount its buy button). */
export const Unfolded: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: 'Установка в сервисном центре: стоимость и сроки' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** On a phone (docs/embedding.md#page-variants: narrower than 576 px), unfolded. */
export const UnfoldedMobile = onPhone(Unfolded);

/** While the block loads: the fallback stays, the island is busy. */
export const Loading: Story = { args: { hang: true } };
export const LoadingMobile = onPhone(Loading);

/** The server fails: the fallback stays, with the reason and «Повторить». */
export const Failed: Story = {
  parameters: { backend: { faults: { getBwIButton: '500' } } satisfies BackendParameters },
};

/** The failure on a phone: the message and «Повторить» wrap under the fallback. */
export const FailedMobile = onPhone(Failed);

/** «Повторить» pressed after the failure, the block on its way again: the reason stays, the button says «Загружаем…» (`aria-disabled`, so the focus stays). */
export const Retrying: Story = {
  args: { retrying: true },
  parameters: { backend: { faults: { getBwIButton: '500' } } satisfies BackendParameters },
};
export const RetryingMobile = onPhone(Retrying);

/** A cut answer with a PHP warning: never inserted, shown as a failure. */
export const Malformed: Story = {
  parameters: { backend: { faults: { getBwIButton: 'malformed' } } satisfies BackendParameters },
};
export const MalformedMobile = onPhone(Malformed);

/** An empty answer: the fallback stays, quietly. */
export const Empty: Story = {
  parameters: { backend: { faults: { getBwIButton: 'empty' } } satisfies BackendParameters },
};
export const EmptyMobile = onPhone(Empty);
