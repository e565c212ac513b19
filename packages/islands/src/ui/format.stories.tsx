import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from './money';
import { formatCount, pluralRu, type PluralForms } from './plural';

const goods: PluralForms = { one: 'товар', few: 'товара', many: 'товаров' };

interface FormatTableProps {
  prices: number[];
  counts: number[];
}

/** What `formatPrice` and `formatCount`/`pluralRu` print for typical and edge values. */
function FormatTable({ prices, counts }: FormatTableProps) {
  return (
    <>
      <table className="sb-table">
        <caption>formatPrice</caption>
        <thead>
          <tr>
            <th scope="col">Число</th>
            <th scope="col">Цена</th>
          </tr>
        </thead>
        <tbody>
          {prices.map((amount) => (
            <tr key={String(amount)}>
              <td>
                <code>{String(amount)}</code>
              </td>
              <td>{formatPrice(amount) || '(пусто)'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="sb-table">
        <caption>formatCount / pluralRu</caption>
        <thead>
          <tr>
            <th scope="col">Число</th>
            <th scope="col">Форма</th>
            <th scope="col">Счётчик</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((count) => (
            <tr key={count}>
              <td>
                <code>{count}</code>
              </td>
              <td>{pluralRu(count, goods)}</td>
              <td>{formatCount(count, goods)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const meta = {
  title: 'ui/format',
  component: FormatTable,
  args: {
    prices: [0, 990, 12990, 29990, 30000, 1234567, 15990.6, -0.3, Number.NaN],
    counts: [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1000, 1.5],
  },
} satisfies Meta<typeof FormatTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// No phone partner: what two formatting functions print, the same at every width.
/** Roubles without kopecks (`12 990 ₽`) and the three Russian forms of «товар». */
export const PricesAndPlurals: Story = {};
