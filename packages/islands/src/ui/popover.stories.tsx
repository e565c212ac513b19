import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { onPhone } from '../../../../.storybook/phone';
import { Popover, type PopoverProps } from './popover';

interface PopoverStoryProps extends Omit<PopoverProps, 'anchor' | 'children'> {
  /** Text of the button the popover points at (it also toggles it). */
  anchorText: string;
  /** Content of the popover. */
  text: string;
  /** Adds «Да» and «Нет» buttons that close it (the dialog variant). */
  withAnswers?: boolean;
}

/** An anchor button plus the popover, with the open state owned here. */
function PopoverStory({ anchorText, text, withAnswers = false, open: initiallyOpen, onOpenChange, ...props }: PopoverStoryProps) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(initiallyOpen);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <div className="sb-demo-box">
      <p>Текст страницы до элемента.</p>
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={props.variant === 'tooltip' ? undefined : open}
        onClick={() => change(!open)}
      >
        {anchorText}
      </button>
      <Popover {...props} anchor={anchor} open={open} onOpenChange={change}>
        {withAnswers ? (
          <>
            <p className="sb-popover-question">{text}</p>
            <button type="button" onClick={() => change(false)}>
              Да
            </button>{' '}
            <button type="button" onClick={() => change(false)}>
              Нет
            </button>
          </>
        ) : (
          text
        )}
      </Popover>
      <p>
        Текст страницы после элемента, <a href="#after">ссылка</a>.
      </p>
    </div>
  );
}

const meta = {
  title: 'ui/popover',
  component: PopoverStory,
  args: {
    open: true,
    onOpenChange: fn(),
    placement: 'bottom',
    variant: 'dialog',
    anchorText: 'Москва',
    label: 'Ваш город',
    text: 'Ваш город — Москва?',
    withAnswers: true,
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right', 'bottom-start', 'bottom-end'] },
    variant: { control: 'inline-radio', options: ['dialog', 'tooltip'] },
  },
} satisfies Meta<typeof PopoverStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/embedding.md#shop-pages: the city question with Yes and No, a non-modal dialog next to the city name. */
export const CityQuestion: Story = {};
export const CityQuestionMobile = onPhone(CityQuestion);

/** docs/embedding.md#constants: the kasko sale note, a tooltip that hides after 1500 ms (paused while hovered or focused). */
export const KaskoNote: Story = {
  args: {
    variant: 'tooltip',
    autoHideMs: 1500,
    anchorText: 'Скидка на КАСКО',
    label: 'Скидка на КАСКО',
    text: 'Демо-текст подсказки: с этой сигнализацией КАСКО обойдётся дешевле.',
    withAnswers: false,
  },
};
export const KaskoNoteMobile = onPhone(KaskoNote);

/** docs/embedding.md#constants: the compare popover of the product page, dismissed after 2000 ms. */
export const CompareRemoval: Story = {
  args: {
    autoHideMs: 2000,
    anchorText: 'В сравнении',
    label: 'Сравнение',
    text: 'Убрать товар из сравнения?',
  },
};
export const CompareRemovalMobile = onPhone(CompareRemoval);
