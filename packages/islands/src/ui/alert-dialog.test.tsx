import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AlertDialog } from './alert-dialog';

/** A page with a trigger before and a link after the dialog, as an island would have. */
function PreorderPage({ message = 'Предзаказ успешно добавлен' }: { message?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Оформить предзаказ
      </button>
      <a href="/personal/cart/">Корзина</a>
      <AlertDialog open={open} title="Предзаказ" message={message} onClose={() => setOpen(false)} />
    </div>
  );
}

async function openDialog(message?: string) {
  const user = userEvent.setup();
  const view = render(<PreorderPage message={message} />);
  const trigger = screen.getByRole('button', { name: 'Оформить предзаказ' });
  await user.click(trigger);
  const dialog = screen.getByRole('alertdialog', { name: 'Предзаказ' });
  return { user, view, trigger, dialog };
}

describe('AlertDialog', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('renders nothing while closed', () => {
    render(<AlertDialog open={false} title="Предзаказ" message="Текст" onClose={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is a modal alert dialog named by its title and described by its message', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toBe('Предзаказ успешно добавлен');
  });

  it('is portalled to the body, outside the island container', async () => {
    const { dialog, view } = await openDialog();
    expect(view.container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('moves focus to «Закрыть» on open', async () => {
    await openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Закрыть' });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('pulls focus back when something outside takes it', async () => {
    await openDialog();
    act(() => screen.getByRole('link', { name: 'Корзина' }).focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть' }));
  });

  it('lets the focus go into another modal dialog opened over it, which would pull it back in turn', async () => {
    await openDialog();
    const other = document.body.appendChild(document.createElement('div'));
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-modal', 'true');
    other.innerHTML = '<input aria-label="Город">';
    try {
      act(() => other.querySelector('input')!.focus());
      expect(document.activeElement).toBe(other.querySelector('input'));
    } finally {
      other.remove();
    }
  });

  it('closes with «Закрыть» and gives focus back to the trigger', async () => {
    const { user, trigger } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const { user, trigger } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('marks its Escape as handled so widgets underneath do not also react', async () => {
    const { user } = await openDialog();
    const seenByPage = vi.fn<(defaultPrevented: boolean) => void>();
    const listener = (event: KeyboardEvent) => seenByPage(event.defaultPrevented);
    document.addEventListener('keydown', listener);
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', listener);
    expect(seenByPage).toHaveBeenCalledWith(true);
  });

  it('stays open on a backdrop click: an alert needs an explicit answer', async () => {
    const { user, dialog } = await openDialog();
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('backdrop missing');
    await user.click(backdrop);
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрыть' }));
  });

  it('locks page scrolling while open and restores the previous overflow', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('restores scrolling when unmounted while open', async () => {
    document.body.style.overflow = 'auto';
    const { view } = await openDialog();
    view.unmount();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps the page locked until the last of two stacked dialogs closes', () => {
    document.body.style.overflow = 'visible';
    const first = render(<AlertDialog open title="Первое" message="1" onClose={() => {}} />);
    const second = render(<AlertDialog open title="Второе" message="2" onClose={() => {}} />);
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('visible');
  });

  it('shows the message as text, keeping its line breaks, never as HTML', async () => {
    const message = '<b>Ошибка</b>\nВведите email';
    await openDialog(message);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.querySelector('b')).toBeNull();
    expect(screen.getByText(/Введите email/).textContent).toBe(message);
  });
});
