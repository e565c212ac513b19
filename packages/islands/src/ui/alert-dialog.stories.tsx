import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { onPhone } from '../../../../.storybook/phone';
import { AlertDialog, type AlertDialogProps } from './alert-dialog';

/** The dialog with its open state owned here, so «Закрыть» really closes it and it can be reopened. */
function AlertDialogStory(props: AlertDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Показать диалог
      </button>
      <AlertDialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui/alert-dialog',
  component: AlertDialog,
  render: (args) => <AlertDialogStory key={String(args.open)} {...args} />,
  args: { open: true, title: 'Сообщить о поступлении', message: 'Уведомление успешно добавлено', onClose: fn() },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/islands/preorder.md: after a successful pre-order from the catalogue. */
export const Open: Story = {};
export const OpenMobile = onPhone(Open);

/** docs/islands/preorder.md: after a successful pre-order from the product page. */
export const ProductPagePreorder: Story = {
  args: { title: 'Предзаказ', message: 'Предзаказ успешно добавлен' },
};
export const ProductPagePreorderMobile = onPhone(ProductPagePreorder);

/** Closed: only the button that opens it. */
export const Closed: Story = {
  args: { open: false },
};
export const ClosedMobile = onPhone(Closed);
