import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('names an icon-only button for screen readers', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Удалить из корзины</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Удалить из корзины' })).toBeTruthy();
  });

  it('keeps the hiding class when the caller adds its own', () => {
    render(<VisuallyHidden className="basket-note" id="note">Итого</VisuallyHidden>);
    const text = screen.getByText('Итого');
    expect(text.classList.contains('si-visually-hidden')).toBe(true);
    expect(text.classList.contains('basket-note')).toBe(true);
    expect(text.id).toBe('note');
  });
});
