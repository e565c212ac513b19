/**
 * The price fields in the Preact flavour (scripts/build.mjs aliases `react` to runtime/preact-react):
 * Preact puts a controlled value back only when it re-renders, which React does by itself.
 */
import { fireEvent, screen } from '@testing-library/dom';
import { render } from 'preact';
import { createCatalogFilterModel } from './catalog-filter.model';
import { PriceFields } from './catalog-filter.price';
import { filterProps, manualClock, testStore } from './catalog-filter.testkit';

vi.mock('react', () => import('../runtime/preact-react'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

let container: HTMLElement;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  render(null, container);
  container.remove();
});

describe('catalog-filter price fields, Preact', () => {
  it('drops a comma a phone keyboard types past the key filter, the digits being unchanged', () => {
    const model = createCatalogFilterModel(filterProps(), { store: testStore(), clock: manualClock() });
    render(<PriceFields model={model} />, container);
    const from = screen.getByRole<HTMLInputElement>('textbox', { name: 'Цена от' });
    expect(from).toHaveValue('290');
    // Android's keyboard names no key, so the filter lets it through; only the input tells what it typed.
    fireEvent.keyDown(from, { key: 'Unidentified' });
    fireEvent.input(from, { target: { value: '290,' } });
    expect(from).toHaveValue('290');
    fireEvent.keyDown(from, { key: 'Unidentified' });
    fireEvent.input(from, { target: { value: '2905' } });
    expect(from).toHaveValue('2905');
  });
});
