import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { bindCalls, carModels, type Api, type CarModel } from '@shop-islands/api';
import { carBrands } from '@shop-islands/dev-server';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { onPhone, PHONE } from '../../../../.storybook/phone';
import { createCarWizardModel, ROUTE_TEMPLATE } from './car-wizard.model';
import { CarWizardView } from './car-wizard.view';

const BRANDS = carBrands.map(({ id, code, name }) => ({ id, code, name }));

interface CarWizardStoryArgs {
  /** The brand (and model) chosen at the start. */
  brand: string;
  model: string;
  /** getModel.php never answers, to hold the loading state. */
  hang?: boolean;
  /** getModel.php answers an empty list. */
  noModels?: boolean;
  /** getModel.php fails, then «Повторить» is pressed and the second try never answers. */
  retrying?: boolean;
}

/** The stand-in getModel.php of the states the mock backend cannot hold. */
function storyModels({ hang = false, noModels = false, retrying = false }: CarWizardStoryArgs): Pick<Api, 'carModels'> | null {
  let calls = 0;
  if (noModels) return { carModels: () => Promise.resolve([]) };
  if (retrying) return { carModels: () => (calls++ ? new Promise<CarModel[]>(() => {}) : Promise.reject(new Error('500'))) };
  return hang ? { carModels: () => new Promise<CarModel[]>(() => {}) } : null;
}

/** The island as the page builds it, over the story's mock backend; «Подобрать» only logs the route. */
function CarWizardStory({ runtime, ...args }: CarWizardStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() => {
    const wizard = createCarWizardModel({
      brands: BRANDS,
      action: ROUTE_TEMPLATE,
      api: storyModels(args) ?? bindCalls(runtime.apiDeps, { carModels }),
      navigate: (url) => console.info('car-wizard goes to', url),
    });
    if (args.brand) void wizard.chooseBrand(args.brand, args.model).then(() => (args.retrying ? wizard.retry() : undefined));
    return wizard;
  });
  return <CarWizardView model={model} brands={BRANDS} />;
}

const meta = {
  title: 'car-wizard',
  render: (args, { loaded }) => <CarWizardStory {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { brand: '', model: '' },
} satisfies Meta<CarWizardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the model select waits for a brand. */
export const Empty: Story = {};
export const EmptyMobile = onPhone(Empty);

/** A brand chosen, its models on their way: the model select disabled, «Загрузка моделей…». */
export const Loading: Story = { args: { brand: 'kia', hang: true } };

/** Loading on a phone. */
export const LoadingMobile: Story = { args: { brand: 'toyota', hang: true }, globals: PHONE };

/** The brand's models listed. */
export const ModelsLoaded: Story = { args: { brand: 'kia' } };
export const ModelsLoadedMobile = onPhone(ModelsLoaded);

/** Both chosen: «Подобрать» enabled (the wizard page of a car starts so). */
export const Chosen: Story = { args: { brand: 'kia', model: 'rio' } };

/** On a phone (docs/embedding.md#page-variants: narrower than 576 px): stacked. */
export const ChosenMobile = onPhone(Chosen);

/** getModel.php failed (an HTTP error): the alert, with the text for that kind of failure, and «Повторить». */
export const Failed: Story = {
  args: { brand: 'kia' },
  parameters: { backend: { faults: { getModel: '500' } } satisfies BackendParameters },
};
export const FailedMobile = onPhone(Failed);

/** getModel.php refused the session (403): the alert tells the shopper to reload the page. */
export const SessionExpired: Story = {
  args: { brand: 'kia' },
  parameters: { backend: { faults: { getModel: '403' } } satisfies BackendParameters },
};
export const SessionExpiredMobile = onPhone(SessionExpired);

/** «Повторить» pressed, the models on their way again: the button stays, `aria-disabled`, so the focus stays on it. */
export const Retrying: Story = { args: { brand: 'kia', retrying: true } };
export const RetryingMobile = onPhone(Retrying);

/** A brand without models: «Для этой марки моделей нет» under the selects. */
export const NoModels: Story = { args: { brand: 'kia', noModels: true } };
export const NoModelsMobile = onPhone(NoModels);
