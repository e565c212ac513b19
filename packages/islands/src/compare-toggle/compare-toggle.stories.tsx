import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { add2CompareList, bindCalls, checkItemInCompareList, delFromCompareList } from '@shop-islands/api';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone } from '../../../../.storybook/phone';
import { announce } from '../ui/live-region';
import { createCompareToggleModel, type CompareToggleVariant } from './compare-toggle.model';
import { createCompareSimilarModel } from './compare-toggle.similar';
import { CompareSimilarView } from './compare-toggle.similar.view';
import { CompareToggleView } from './compare-toggle.view';

interface CompareToggleStoryArgs {
  productId: number;
  productName: string;
  variant: CompareToggleVariant;
  /** Where the story starts. */
  start: 'inactive' | 'active' | 'popover' | 'clicked' | 'removing';
  /** A backend that never answers, to hold the loading state. */
  hang?: boolean;
}

/** The toggle under a header compare counter; store and API deps are the story's runtime. */
function CompareToggleStory({ runtime, productId, productName, variant, start, hang = false }: CompareToggleStoryArgs & { runtime: PageRuntime }) {
  const header = useRef<HTMLDivElement>(null);
  const [model] = useState(() => {
    if (start !== 'inactive' && start !== 'clicked') runtime.store.addToCompare(productId);
    return createCompareToggleModel({
      productId,
      api: hang ? { add2CompareList: () => new Promise(() => {}), delFromCompareList: () => new Promise(() => {}) } : bindCalls(runtime.apiDeps, { add2CompareList, delFromCompareList }),
      store: runtime.store,
      announce,
    });
  });
  useEffect(() => (header.current ? runtime.store.bindCounters(header.current) : undefined), [runtime]);
  useEffect(() => {
    if (start === 'clicked' || start === 'popover' || start === 'removing') void model.activate();
    if (start === 'removing') void model.remove();
  }, [model, start]);
  return (
    <>
      <div ref={header} style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 24 }}>
        <a href="#compare">
          Сравнение <span className="compare_count">0</span>
        </a>
      </div>
      <CompareToggleView model={model} props={{ productId, productName, variant }} />
    </>
  );
}

/** «Сравнить похожие» (`variant: 'similar'`) under the header counter; it would open the comparison page. */
function CompareSimilarStory({ runtime, clicked, hang = false }: { runtime: PageRuntime; clicked: boolean; hang?: boolean }) {
  const header = useRef<HTMLDivElement>(null);
  const [model] = useState(() =>
    createCompareSimilarModel({
      sectionCode: 'signalizatsii',
      api: hang
        ? { add2CompareList: () => new Promise(() => {}), checkItemInCompareList: () => new Promise(() => {}) }
        : bindCalls(runtime.apiDeps, { add2CompareList, checkItemInCompareList }),
      store: runtime.store,
      navigate: (url) => console.info('[storybook] would go to', url),
      announce,
    }),
  );
  useEffect(() => (header.current ? runtime.store.bindCounters(header.current) : undefined), [runtime]);
  useEffect(() => {
    if (clicked) void model.activate();
  }, [model, clicked]);
  return (
    <>
      <div ref={header} style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 24 }}>
        <a href="#compare">
          Сравнение <span className="compare_count">0</span>
        </a>
      </div>
      <CompareSimilarView model={model} props={{ variant: 'similar', sectionCode: 'signalizatsii', sectionName: 'Автосигнализации' }} />
    </>
  );
}

const meta = {
  title: 'compare-toggle',
  render: (args, { loaded }) => <CompareToggleStory {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { productId: 102, productName: 'Автосигнализация Стражъ A63 v2 ECO', variant: 'catalog', start: 'inactive' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['catalog', 'product'] },
    start: { control: 'inline-radio', options: ['inactive', 'active', 'popover', 'clicked', 'removing'] },
  },
} satisfies Meta<CompareToggleStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not in the compare list: «Сравнить». */
export const Inactive: Story = {};
export const InactiveMobile = onPhone(Inactive);

/** While the add is on its way: busy, clicks ignored. */
export const Loading: Story = { args: { start: 'clicked', hang: true } };
export const LoadingMobile = onPhone(Loading);

/** In the compare list: pressed «В сравнении»; a click opens the popover. */
export const Active: Story = { args: { start: 'active' } };
export const ActiveMobile = onPhone(Active);

/** The popover of an active toggle: removal and the comparison page. */
export const PopoverOpen: Story = { args: { start: 'popover' } };

/** On a phone (docs/embedding.md#page-variants: narrower than 576 px). */
export const PopoverOpenMobile = onPhone(PopoverOpen);

/** Removal on its way. */
export const Removing: Story = { args: { start: 'removing', hang: true } };
export const RemovingMobile = onPhone(Removing);

/** The add failed (HTTP 500): the reason under the toggle, which stays «Сравнить». */
export const AddError: Story = {
  args: { start: 'clicked' },
  parameters: { backend: { faults: { add2CompareList: '500' } } satisfies BackendParameters },
};
export const AddErrorMobile = onPhone(AddError);

/** The removal failed: the reason in the open popover. */
export const RemoveError: Story = {
  args: { start: 'removing' },
  parameters: { backend: { faults: { delFromCompareList: '500' } } satisfies BackendParameters },
};
export const RemoveErrorMobile = onPhone(RemoveError);

/** Product page: «Добавить к сравнению» with the icon; its popover hides after 2000 ms (docs/islands/compare-toggle.md). */
export const ProductPage: Story = { args: { variant: 'product', start: 'popover' } };
export const ProductPageMobile = onPhone(ProductPage);

/** «Сравнить похожие» on the product page: click it to add the section's items (the counter follows). */
export const Similar: Story = {
  render: (_args, { loaded }) => <CompareSimilarStory runtime={loaded.runtime as PageRuntime} clicked={false} />,
};
export const SimilarMobile = onPhone(Similar);

/** «Сравнить похожие» while the server answers: busy, clicks ignored. */
export const SimilarLoading: Story = {
  render: (_args, { loaded }) => <CompareSimilarStory runtime={loaded.runtime as PageRuntime} clicked hang />,
};
export const SimilarLoadingMobile = onPhone(SimilarLoading);

/** «Сравнить похожие» refused (add2CompareList answers ERROR): the reason shows, the shopper stays. */
export const SimilarError: Story = {
  render: (_args, { loaded }) => <CompareSimilarStory runtime={loaded.runtime as PageRuntime} clicked />,
  parameters: { backend: { faults: { add2CompareList: 'refuse' } } satisfies BackendParameters },
};

/** «Сравнить похожие» refused, on a phone. */
export const SimilarErrorMobile = onPhone(SimilarError);
