import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onPhone } from '../../../../.storybook/phone';
import { LOADER_CIRCLE_TIMEOUT_MS, LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'ui/loading-overlay',
  component: LoadingOverlay,
  // The overlay covers its nearest positioned parent: here a stand-in of a catalogue block.
  decorators: [
    (Story) => (
      <div className="sb-demo-box" aria-busy="true">
        <h3>Автосигнализации</h3>
        <p>StarLine A93 v2 ECO — 12 990 ₽</p>
        <p>Pandora DX-91 — 15 990 ₽</p>
        <p>StarLine S96 v2 GSM — 22 490 ₽</p>
        <Story />
      </div>
    ),
  ],
  args: { active: true },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just after a click: white at 70 % with the spinning circle (`data-state="loading"`). */
export const Loading: Story = {};
export const LoadingMobile = onPhone(Loading);

/**
 * Loading past the circle timeout (docs/embedding.md#constants, 2000 ms): the state becomes `slow` and «Загрузка…» is
 * announced to screen readers. It looks the same: the story waits for the state to change.
 */
export const Slow: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('.si-loading-overlay')).toHaveAttribute('data-state', 'slow'),
      { timeout: LOADER_CIRCLE_TIMEOUT_MS + 1000 },
    );
  },
};
export const SlowMobile = onPhone(Slow);

/** Over the whole page (fixed, portalled to body). */
export const FullPage: Story = {
  args: { fullPage: true },
};
export const FullPageMobile = onPhone(FullPage);

/** Hidden: nothing is rendered. */
export const Idle: Story = {
  args: { active: false },
};
export const IdleMobile = onPhone(Idle);
