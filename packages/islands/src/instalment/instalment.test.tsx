import { signal } from '@preact/signals-core';
import { render, screen } from '@testing-library/react';
import { createInstalmentModel } from './instalment.model';
import { InstalmentView } from './instalment.view';

function renderInstalment(price: number, payments: readonly number[] = [4]) {
  const priceSignal = signal(price);
  const view = render(<InstalmentView model={createInstalmentModel({ price: priceSignal, payments })} />);
  return { ...view, price: priceSignal };
}

// Intl separates thousands with a narrow no-break space: compare text with plain spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('instalment view', () => {
  test('one term reads as the template’s sentence, with the link to how it works', () => {
    const { container } = renderInstalment(29_990);
    expect(plain(container.textContent)).toBe('Оплата частями: 4 платежа по 7 498 ₽ без переплаты. Как это работает');
    expect(screen.getByRole('link', { name: 'Как это работает' }).getAttribute('href')).toBe('/payment-delivery/#payment-instalment');
  });

  test('several terms are a labelled list', () => {
    renderInstalment(29_990, [4, 6, 12]);
    const list = screen.getByRole('list', { name: 'Варианты оплаты частями' });
    expect(Array.from(list.querySelectorAll('li'), (item) => plain(item.textContent))).toEqual([
      '4 платежа по 7 498 ₽',
      '6 платежей по 4 999 ₽',
      '12 платежей по 2 500 ₽',
    ]);
  });

  test('above 30 000 roubles renders nothing at all', () => {
    const { container } = renderInstalment(31_990);
    expect(container.childNodes).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
