import { render } from '@testing-library/react';
import { useIslandId } from './use-island-id';

function Field() {
  const id = useIslandId();
  return (
    <p>
      <label htmlFor={id}>Количество</label>
      <input id={id} />
    </p>
  );
}

describe('useIslandId', () => {
  it('gives each island its own ids although each island is a separate root', () => {
    const first = render(<Field />);
    const second = render(<Field />);
    const ids = [first.container, second.container].map((container) => container.querySelector('input')!.id);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('keeps an id across renders', () => {
    const view = render(<Field />);
    const before = view.container.querySelector('input')!.id;
    view.rerender(<Field />);
    expect(view.container.querySelector('input')!.id).toBe(before);
  });
});
