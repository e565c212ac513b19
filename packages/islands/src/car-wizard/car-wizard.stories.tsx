import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { bindCalls, carModels, type CarModel } from '@shop-islands/api';
import { carBrands } from '@shop-islands/dev-server';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../../../../.storybook/backend';
import { createCarWizardModel, ROUTE_TEMPLATE } from './car-wizard.model';
import { CarWizardView } from './car-wizard.view';

const BRANDS = carBrands.map(({ id, code, name }) => ({ id, code, name }));

interface CarWizardStoryArgs {
  /** The brand (and model) chosen at the start. */
  brand: string;
  model: string;
  /** getModel.php never answers, to hold the loading state. */
  hang?: boolean;
}

/** The island as the page builds it, over the story's mock backend; «Подобрать» only logs the route. */
function CarWizardStory({ runtime, brand, model: chosen, hang = false }: CarWizardStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() => {
    const wizard = createCarWizardModel({
      brands: BRANDS,
      action: ROUTE_TEMPLATE,
      api: hang ? { carModels: () => new Promise<CarModel[]>(() => {}) } : bindCalls(runtime.apiDeps, { carModels }),
      navigate: (url) => console.info('car-wizard goes to', url),
    });
    if (brand) void wizard.chooseBrand(brand, chosen);
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

/** A brand chosen, its models on their way: the model select disabled, «Загрузка моделей…». */
export const Loading: Story = { args: { brand: 'kia', hang: true } };

/** The brand's models listed. */
export const ModelsLoaded: Story = { args: { brand: 'kia' } };

/** Both chosen: «Подобрать» enabled (the wizard page of a car starts so). */
export const Chosen: Story = { args: { brand: 'kia', model: 'rio' } };

/** getModel.php failed: the alert and «Повторить». */
export const Failed: Story = {
  args: { brand: 'kia' },
  parameters: { backend: { faults: { getModel: '500' } } satisfies BackendParameters },
};

/** On a phone (docs/embedding.md#page-variants: narrower than 576 px): stacked. */
export const Mobile: Story = {
  args: { brand: 'kia', model: 'rio' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Loading on a phone. */
export const MobileLoading: Story = {
  args: { brand: 'toyota', hang: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
