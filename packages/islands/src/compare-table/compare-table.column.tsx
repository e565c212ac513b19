import { formatPrice } from '../ui/money';
import { Spinner } from '../ui/spinner';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './compare-table.messages';
import type { CompareColumn } from './compare-table.model';
import type { CompareRow } from './compare-table.rules';

interface ProductHeadProps {
  column: CompareColumn;
  errorId: string;
  onBuy(): void;
  onRemove(): void;
}

/** A column's head: picture, name, price, «В корзину» and the remove icon (docs/islands/compare-table.md). */
export function ProductHead({ column, errorId, onBuy, onRemove }: ProductHeadProps) {
  const { product, inBasket, request, error } = column;
  const available = product.purchasingOption === 'AVAILABLE';
  return (
    <th scope="col" role="columnheader" className="si-compare-table__product" data-part="product" data-request={request}>
      <img src={product.image} alt="" width={96} height={96} loading="lazy" />
      <a href={product.url}>{product.name}</a>
      {product.purchasingOption === 'AVAILABLE' ? (
        <span className="si-compare-table__price">{formatPrice(product.price)}</span>
      ) : (
        <span className="si-compare-table__na">{messages.availability[product.purchasingOption]}</span>
      )}
      <span className="si-compare-table__actions">
        {available && (
          <button
            type="button"
            className="si-compare-table__buy"
            data-part="buy"
            data-in-basket={inBasket || undefined}
            // Not `disabled`: that would drop the focus mid-request. Clicks are ignored instead.
            aria-disabled={request !== 'idle' || undefined}
            aria-busy={request === 'adding'}
            aria-describedby={error ? errorId : undefined}
            onClick={onBuy}
          >
            {request === 'adding' && <Spinner />}
            {inBasket ? messages.inBasket : messages.addToBasket}
            <VisuallyHidden>{` «${product.name}»${request === 'adding' ? `, ${messages.adding}` : ''}`}</VisuallyHidden>
          </button>
        )}
        <button
          type="button"
          className="si-compare-table__remove"
          data-part="remove"
          aria-disabled={request !== 'idle' || undefined}
          aria-busy={request === 'removing'}
          aria-describedby={error ? errorId : undefined}
          onClick={onRemove}
        >
          {request === 'removing' ? (
            <Spinner />
          ) : (
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          )}
          {/* Its name as hidden text, as the template's remove link has it: a tap on the link while
              the island loads is replayed on this column's button (docs/embedding.md#hydration). */}
          <VisuallyHidden>{messages.remove(product.name)}</VisuallyHidden>
        </button>
      </span>
      {/* Always present, so screen readers already watch it when a reason appears. */}
      <span id={errorId} className="si-compare-table__error" role="alert">
        {error}
      </span>
    </th>
  );
}

/**
 * The characteristic rows. Every row is rendered once per set of products; the differences view
 * only hides the rows that do not differ (a CSS rule on the table), so toggling re-renders nothing
 * here (the view hands the same element while the rows stay): docs/islands/compare-table.md#rules-and-constants
 * (the toggle budget).
 */
export function CompareRows({ rows }: { rows: readonly CompareRow[] }) {
  return (
    <tbody role="rowgroup">
      {rows.map((row) => (
        <tr key={row.name} role="row" data-same={row.differs ? undefined : ''}>
          <th scope="row" role="rowheader">
            {row.name}
          </th>
          {row.values.map((value, index) => (
            <td key={index} role="cell">
              {value}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
