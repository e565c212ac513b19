import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AlertDialog } from './alert-dialog';
import { Popover } from './popover';
import type { PopoverProps } from './popover';

type PageProps = Partial<Pick<PopoverProps, 'autoHideMs' | 'variant'>> & { initiallyOpen?: boolean };

/** The product page's compare toggle with its popover, and a link that follows it on the page. */
function ComparePage({ initiallyOpen = true, autoHideMs, variant }: PageProps) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div>
      <button type="button" ref={setAnchor} onClick={() => setOpen((wasOpen) => !wasOpen)}>
        Сравнить
      </button>
      <a href="/catalog/compare/">Перейти к сравнению</a>
      <p>Описание товара</p>
      <Popover
        anchor={anchor}
        open={open}
        onOpenChange={setOpen}
        label="Сравнение"
        autoHideMs={autoHideMs}
        variant={variant}
      >
        Товар добавлен к сравнению
        {variant === 'tooltip' ? null : (
          <>
            <button type="button">Отменить</button>
            <button type="button" onClick={() => setOpen(false)}>
              Убрать из сравнения
            </button>
          </>
        )}
      </Popover>
    </div>
  );
}

const popover = () => screen.queryByRole('dialog', { name: 'Сравнение' });

/** Renders, then waits for floating-ui's first (asynchronous) position. */
async function renderPositioned(props: PageProps = {}) {
  const view = render(<ComparePage {...props} />);
  await waitFor(() => {
    const element = screen.getByRole(props.variant === 'tooltip' ? 'tooltip' : 'dialog');
    expect(element.getAttribute('data-state')).toBe('open');
  });
  return view;
}

describe('Popover', () => {
  it('opens as a non-modal dialog in a portal, hidden until positioned', async () => {
    const view = render(<ComparePage />);
    const dialog = screen.getByRole('dialog', { name: 'Сравнение' });
    // The first frame is out of sight: no flash in the corner before floating-ui has placed it.
    expect(dialog.getAttribute('data-state')).toBe('positioning');
    expect(dialog.hasAttribute('aria-modal')).toBe(false);
    expect(view.container.contains(dialog)).toBe(false);
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('open'));
    expect(dialog.style.left).toMatch(/px$/);
    expect(dialog.style.top).toMatch(/px$/);
  });

  it('says when it is shown and placed, the first moment a control in it can take the focus', async () => {
    const shown = vi.fn();
    function Page() {
      const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
      return (
        <>
          <button type="button" ref={setAnchor}>
            Сравнить
          </button>
          <Popover anchor={anchor} open onOpenChange={() => {}} label="Сравнение" onShown={shown}>
            <button type="button">Убрать из сравнения</button>
          </Popover>
        </>
      );
    }
    render(<Page />);
    // Hidden until placed: a focus() now would not take.
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'positioning');
    expect(shown).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open'));
    expect(shown).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    render(<ComparePage initiallyOpen={false} />);
    expect(popover()).toBeNull();
  });

  it('closes on Escape and returns focus from inside to the anchor', async () => {
    const user = userEvent.setup();
    await renderPositioned();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    await user.keyboard('{Escape}');
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Сравнить' }));
  });

  it('closes on Escape without pulling focus back from elsewhere on the page', async () => {
    const user = userEvent.setup();
    await renderPositioned();
    const link = screen.getByRole('link', { name: 'Перейти к сравнению' });
    act(() => link.focus());
    await user.keyboard('{Escape}');
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('ignores an Escape that a modal dialog on top has already handled', async () => {
    const user = userEvent.setup();
    const closeAlert = vi.fn();
    render(
      <>
        <ComparePage />
        <AlertDialog open title="Сравнение" message="Товар добавлен" onClose={closeAlert} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeAlert).toHaveBeenCalledTimes(1);
    expect(popover()).not.toBeNull();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const user = userEvent.setup();
    await renderPositioned();
    await user.click(screen.getByText('Товар добавлен к сравнению'));
    expect(popover()).not.toBeNull();
    await user.click(screen.getByText('Описание товара'));
    expect(popover()).toBeNull();
  });

  it('stays open when a press that started inside it ends outside (text selected by a drag)', async () => {
    await renderPositioned();
    const inside = screen.getByText('Товар добавлен к сравнению');
    const page = screen.getByText('Описание товара');
    fireEvent.pointerDown(inside);
    fireEvent.pointerUp(page);
    expect(popover()).not.toBeNull();
    // The next press outside closes it.
    fireEvent.pointerDown(page);
    fireEvent.pointerUp(page);
    expect(popover()).toBeNull();
  });

  describe('on a touch screen', () => {
    const touch = { pointerType: 'touch', clientX: 40, clientY: 300 };

    it('stays open when a touch outside starts a scroll (the browser then cancels the pointer)', async () => {
      await renderPositioned();
      const page = screen.getByText('Описание товара');
      fireEvent.pointerDown(page, touch);
      fireEvent.pointerCancel(page, touch);
      expect(popover()).not.toBeNull();
    });

    it('closes on a tap outside, the compare popover and a help tooltip alike', async () => {
      for (const variant of ['dialog', 'tooltip'] as const) {
        const view = await renderPositioned({ variant });
        const page = screen.getByText('Описание товара');
        fireEvent.pointerDown(page, touch);
        fireEvent.pointerUp(page, touch);
        expect(screen.queryByRole(variant)).toBeNull();
        view.unmount();
      }
    });
  });

  it('lets the anchor toggle it closed instead of closing and reopening', async () => {
    const user = userEvent.setup();
    await renderPositioned();
    await user.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(popover()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(popover()).not.toBeNull();
  });

  describe('keyboard order', () => {
    it('leads Tab from the anchor into the popover and on to what follows the anchor', async () => {
      const user = userEvent.setup();
      await renderPositioned();
      act(() => screen.getByRole('button', { name: 'Сравнить' }).focus());
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Отменить' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Убрать из сравнения' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Перейти к сравнению' }));
    });

    it('leads Tab past a control after the anchor that takes no focus (hidden by the page\'s CSS), never staying put', async () => {
      const user = userEvent.setup();
      await renderPositioned();
      // A link the page's stylesheet hides (display: none) in a browser: focus() does nothing.
      const hidden = screen.getByRole('link', { name: 'Перейти к сравнению' });
      hidden.focus = () => {};
      act(() => screen.getByRole('button', { name: 'Убрать из сравнения' }).focus());
      await user.tab();
      const after = document.activeElement;
      expect(after).not.toBe(screen.getByRole('button', { name: 'Убрать из сравнения' }));
      expect(after).not.toBe(hidden);
      expect(popover()?.contains(after)).toBe(false);
    });

    it('leads Shift+Tab from the first control back to the anchor', async () => {
      const user = userEvent.setup();
      await renderPositioned();
      act(() => screen.getByRole('button', { name: 'Отменить' }).focus());
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Сравнить' }));
    });
  });

  describe('auto-hide', () => {
    // Fake timers here, so plain DOM events instead of user-event: Testing Library's async
    // wrapper waits on a real setTimeout that vitest's fake clock never fires. Keyboard paths
    // are covered with user-event above.
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const settle = () => act(async () => {}); // lets floating-ui's position promise resolve
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    it('hides after autoHideMs (2000 ms, the compare popover of docs/embedding.md#constants)', async () => {
      render(<ComparePage autoHideMs={2000} />);
      await settle();
      wait(1999);
      expect(popover()).not.toBeNull();
      wait(1);
      expect(popover()).toBeNull();
    });

    it('stays without autoHideMs', async () => {
      render(<ComparePage />);
      await settle();
      wait(60_000);
      expect(popover()).not.toBeNull();
    });

    it('pauses while the pointer is over it, then gives the full delay again', async () => {
      render(<ComparePage autoHideMs={1500} />);
      await settle();
      wait(1000);
      fireEvent.pointerEnter(screen.getByRole('dialog'));
      wait(10_000);
      expect(popover()).not.toBeNull();
      fireEvent.pointerLeave(screen.getByRole('dialog'));
      wait(1499);
      expect(popover()).not.toBeNull();
      wait(1);
      expect(popover()).toBeNull();
    });

    it('pauses while focus is inside, so a keyboard user can reach and use its buttons', async () => {
      render(<ComparePage autoHideMs={500} />);
      await settle();
      act(() => screen.getByRole('button', { name: 'Отменить' }).focus());
      wait(10_000);
      // Moving between its own buttons does not resume the countdown.
      act(() => screen.getByRole('button', { name: 'Убрать из сравнения' }).focus());
      wait(10_000);
      expect(popover()).not.toBeNull();
      act(() => screen.getByRole('link', { name: 'Перейти к сравнению' }).focus());
      wait(499);
      expect(popover()).not.toBeNull();
      wait(1);
      expect(popover()).toBeNull();
    });

    it('does not resume while the pointer is still over it after focus leaves', async () => {
      render(<ComparePage autoHideMs={500} />);
      await settle();
      fireEvent.pointerEnter(screen.getByRole('dialog'));
      act(() => screen.getByRole('button', { name: 'Отменить' }).focus());
      act(() => screen.getByRole('link', { name: 'Перейти к сравнению' }).focus());
      wait(5000);
      expect(popover()).not.toBeNull();
    });

    describe('a tooltip (help text: nothing in it to point at or focus)', () => {
      const tooltip = () => screen.queryByRole('tooltip');
      const anchor = () => screen.getByRole('button', { name: 'Сравнить' });

      it('counts its anchor as inside: no hiding while the «?» has the focus or the pointer', async () => {
        render(<ComparePage autoHideMs={500} variant="tooltip" initiallyOpen={false} />);
        // Pressed from the keyboard: the focus is on the anchor before the tooltip is there.
        act(() => anchor().focus());
        fireEvent.click(anchor());
        await settle();
        wait(5000);
        expect(tooltip()).not.toBeNull();
        fireEvent.pointerEnter(anchor());
        act(() => screen.getByRole('link', { name: 'Перейти к сравнению' }).focus());
        wait(5000);
        expect(tooltip()).not.toBeNull();
        // The reader moves on: the auto-hide delay counts from there.
        fireEvent.pointerLeave(anchor());
        wait(499);
        expect(tooltip()).not.toBeNull();
        wait(1);
        expect(tooltip()).toBeNull();
      });

      it('stays on a screen without hover until a tap elsewhere, where a dialog keeps its time', async () => {
        vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none)' }));
        try {
          const view = render(<ComparePage autoHideMs={500} variant="tooltip" />);
          await settle();
          wait(60_000);
          expect(tooltip()).not.toBeNull();
          view.unmount();
          render(<ComparePage autoHideMs={2000} />);
          await settle();
          wait(2000);
          expect(popover()).toBeNull();
        } finally {
          vi.unstubAllGlobals();
        }
      });
    });

    it('starts the full delay again when reopened', async () => {
      render(<ComparePage autoHideMs={500} />);
      await settle();
      wait(500);
      expect(popover()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Сравнить' }));
      await settle();
      wait(499);
      expect(popover()).not.toBeNull();
      wait(1);
      expect(popover()).toBeNull();
    });
  });

  describe('tooltip variant', () => {
    it('describes its anchor while shown and stops when hidden', async () => {
      const user = userEvent.setup();
      await renderPositioned({ variant: 'tooltip' });
      const tooltip = screen.getByRole('tooltip');
      const anchor = screen.getByRole('button', { name: 'Сравнить' });
      expect(tooltip.textContent).toBe('Товар добавлен к сравнению');
      expect(anchor.getAttribute('aria-describedby')).toBe(tooltip.id);
      await user.click(anchor);
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(anchor.hasAttribute('aria-describedby')).toBe(false);
    });
  });
});
