import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMobileSearchModel, type MobileSearchState } from './mobile-search.model';
import { MobileSearchView } from './mobile-search.view';

interface MobileSearchStoryArgs {
  /** The state the model starts in. */
  initialState: MobileSearchState;
  /** Props from the template. */
  action: string;
  query: string;
}

/** One model per story mount, as the island creates one per element. */
function MobileSearchStory({ initialState, action, query }: MobileSearchStoryArgs) {
  const [model] = useState(() => createMobileSearchModel(initialState));
  return <MobileSearchView model={model} props={{ action, query }} />;
}

const meta = {
  title: 'mobile-search',
  component: MobileSearchStory,
  // Re-created when the starting state changes in the controls.
  render: (args) => <MobileSearchStory key={args.initialState} {...args} />,
  decorators: [
    (Story) => (
      <div data-island="mobile-search" data-island-status="mounted">
        <Story />
      </div>
    ),
  ],
  args: { initialState: 'closed', action: '/search/', query: '' },
  argTypes: {
    initialState: { control: 'inline-radio', options: ['closed', 'open'] },
  },
} satisfies Meta<typeof MobileSearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle alone: the form is collapsed and out of the tab order. */
export const Closed: Story = {};

/** After a click on the toggle: the form is shown and the field has focus. */
export const Open: Story = {
  args: { initialState: 'open', query: 'иммобилайзер' },
};

/** Open on a phone (docs/embedding.md#page-variants: mobile is narrower than 576 px). */
export const Mobile: Story = {
  args: { initialState: 'open', query: 'StarLine A93' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
