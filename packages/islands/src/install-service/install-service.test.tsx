import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '../runtime/testkit';
import { createInstallServiceModel } from './install-service.model';
import { InstallServiceView } from './install-service.view';

const BLOCK = '<div class="install-service"><h2 class="install-service__title">Установка в сервисном центре</h2><a href="/personal/cart/">Купить с установкой</a></div>';

/** The view over a fallback link and a call answered by `answers`, one per load. */
function renderBlock(answers: Array<() => Promise<string>>) {
  const holder = document.createElement('div');
  holder.innerHTML = '<p class="product-buy__install"><a href="/payment-delivery/#delivery-install">Установка в сервисном центре: стоимость и сроки</a></p>';
  const fallback = Array.from(holder.childNodes);
  let call = 0;
  const model = createInstallServiceModel({
    productId: 101,
    api: { getBwIButton: () => answers[call++]?.() ?? new Promise(() => {}) },
    announce: () => {},
  });
  const view = render(<InstallServiceView model={model} fallback={fallback} />);
  return { ...view, model, calls: () => call };
}

const fallbackLink = () => screen.queryByRole('link', { name: 'Установка в сервисном центре: стоимость и сроки' });

describe('install-service view', () => {
  test('shows the fallback while the block loads', () => {
    const { container } = renderBlock([() => new Promise(() => {})]);
    expect(fallbackLink()).not.toBeNull();
    expect(container.querySelector('[data-state]')?.getAttribute('aria-busy')).toBe('true');
  });

  test('replaces the fallback with the server block as markup, folded behind a disclosure button', async () => {
    const user = userEvent.setup();
    const { model } = renderBlock([() => Promise.resolve(BLOCK)]);
    await act(() => model.load());
    expect(fallbackLink()).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Установка в сервисном центре: стоимость и сроки' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded: in the page (its islands stay mounted) but hidden from everyone.
    expect(screen.queryByRole('heading', { name: 'Установка в сервисном центре' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toHaveAttribute('hidden');
    expect(screen.getByRole('heading', { name: 'Установка в сервисном центре' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Купить с установкой' })).toBeTruthy();
    await user.click(toggle);
    expect(screen.queryByRole('heading', { name: 'Установка в сервисном центре' })).toBeNull();
  });

  test('names the unfolded block as a region for screen readers', async () => {
    const user = userEvent.setup();
    const { model } = renderBlock([() => Promise.resolve(BLOCK)]);
    await act(() => model.load());
    await user.click(screen.getByRole('button', { name: 'Установка в сервисном центре: стоимость и сроки' }));
    expect(screen.getByRole('region', { name: 'Установка в сервисном центре' })).toContainElement(screen.getByRole('link', { name: 'Купить с установкой' }));
  });

  test('moves the focus from the fallback link to the toggle when the folded block replaces it', async () => {
    const answer = deferred<string>();
    const { model } = renderBlock([() => answer.promise]);
    const loading = model.load();
    fallbackLink()!.focus();
    await act(async () => {
      answer.resolve(BLOCK);
      await loading;
    });
    expect(fallbackLink()).toBeNull();
    expect(screen.getByRole('button', { name: 'Установка в сервисном центре: стоимость и сроки' })).toHaveFocus();
  });

  test('a failure keeps the fallback and says so, with a retry that brings the block', async () => {
    const user = userEvent.setup();
    const { model } = renderBlock([() => Promise.reject(new Error('offline')), () => Promise.resolve(BLOCK)]);
    await act(() => model.load());
    expect(fallbackLink()).not.toBeNull();
    expect(screen.getByText(/^Не удалось загрузить условия установки\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Установка в сервисном центре' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(screen.queryByText(/Не удалось загрузить/)).toBeNull();
    // Unfolded, with the focus on it: «Повторить» is gone.
    expect(screen.getByRole('region', { name: 'Установка в сервисном центре' })).toHaveFocus();
  });

  test('the retry button says «Загружаем…» while the block loads again, keeps the focus and ignores more clicks', async () => {
    const user = userEvent.setup();
    const again = deferred<string>();
    const { model, calls } = renderBlock([() => Promise.reject(new Error('offline')), () => again.promise]);
    await act(() => model.load());
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    const retrying = screen.getByRole('button', { name: 'Загружаем…' });
    expect(retrying).toHaveAttribute('aria-disabled', 'true');
    expect(retrying).toHaveFocus();
    await user.click(retrying);
    expect(calls()).toBe(2);
    await act(async () => again.reject(new Error('offline')));
    const retry = screen.getByRole('button', { name: 'Повторить' });
    expect(retry).not.toHaveAttribute('aria-disabled');
    expect(retry).toHaveFocus();
  });

  test('an empty answer leaves the fallback and no message', async () => {
    const { model } = renderBlock([() => Promise.resolve('')]);
    await act(() => model.load());
    expect(fallbackLink()).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
