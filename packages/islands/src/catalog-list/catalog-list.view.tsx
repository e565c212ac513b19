import { useLayoutEffect, useRef } from 'react';
import { toProductId } from '@shop-islands/store';
import { useSignalValue } from '../runtime/use-signal';
import { LoadingOverlay } from '../ui/loading-overlay';
import { messages } from './catalog-list.messages';
import type { CatalogListModel } from './catalog-list.model';
import './catalog-list.css';
import { useIslandId } from '../runtime/use-island-id';

interface ViewProps {
  model: CatalogListModel;
  /**
   * The items the server rendered (its `.catalog-list__items` element), moved in as they are:
   * their nested islands stay mounted, nothing is fetched again.
   */
  serverItems: Element | null;
}

/** The outermost elements that carry a product id: the items, not the controls inside them. */
function itemElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('[data-product-id]')).filter(
    (element) => !element.parentElement?.closest('[data-product-id]'),
  );
}

function productIds(items: readonly HTMLElement[]): number[] {
  return items.map((item) => toProductId(item.dataset.productId)).filter((id) => id !== null);
}

/**
 * The catalogue list (docs/islands/catalog-list.md): the found counter, «Сравнить выбранные», the items and
 * «Показать ещё». The items are the server's HTML (docs/embedding.md#network), kept in a container React renders
 * no children into, so no re-render ever touches them or the islands nested in them; the loader's
 * MutationObserver mounts those islands.
 */
export function CatalogListView({ model, serverItems }: ViewProps) {
  const state = useSignalValue(model.state);
  const found = useSignalValue(model.foundCount);
  const fragment = useSignalValue(model.fragment);
  const canShowMore = useSignalValue(model.canShowMore);
  const errorMessage = useSignalValue(model.errorMessage);
  const itemsRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLElement>(null);

  // Layout effects run in the mount's own task, so the server's items leave the page and come
  // back before the loader's observer looks: their nested islands are not unmounted.
  useLayoutEffect(() => {
    const container = itemsRef.current;
    if (!container) return;
    if (serverItems) container.append(serverItems);
    model.itemsRendered(productIds(itemElements(container)));
  }, [model, serverItems]);

  useLayoutEffect(() => {
    const container = itemsRef.current;
    if (!container || !fragment) return;
    // The server's trusted markup (docs/embedding.md#network), not data: inserted as HTML.
    container.innerHTML = fragment.html;
    const items = itemElements(container);
    model.itemsRendered(productIds(items));
    const before = fragment.shownBefore;
    if (before) {
      // Show-more: keyboard users go on from the first new item instead of the page top; by id, as
      // the wholesale list's sections may take new items in above old ones.
      const first = items.find((item) => !before.includes(toProductId(item.dataset.productId) ?? 0));
      const link = first?.querySelector<HTMLElement>('a[href]');
      if (link) link.focus();
      else if (first) {
        first.tabIndex = -1;
        first.focus();
      }
    }
  }, [model, fragment]);

  // «Повторить» and «Сбросить фильтр» leave with their block: the focus waits on the list, not on the page.
  const stay = (action: () => void) => () => {
    listRef.current!.focus();
    action();
  };

  const loading = state === 'loading';
  const loadingMore = state === 'loading-more';
  return (
    <section
      ref={listRef}
      tabIndex={-1}
      className="si-catalog-list"
      data-state={state}
      aria-label={messages.listLabel}
      aria-busy={loading || loadingMore}
    >
      <div className="si-catalog-list__bar">
        <p className="si-catalog-list__found" data-part="found">
          {messages.found(found)}
        </p>
        <CompareSelected model={model} />
      </div>
      {state === 'error' ? (
        <div className="si-catalog-list__error" role="alert">
          <span>{errorMessage}</span>
          <button type="button" className="si-catalog-list__retry" onClick={stay(model.retry)}>
            {messages.retry}
          </button>
        </div>
      ) : null}
      <div className="si-catalog-list__body">
        {found === 0 ? (
          <div className="si-catalog-list__empty" data-part="empty">
            <p className="si-catalog-list__empty-text">
              {messages.nothingFound} {messages.nothingFoundHint}
            </p>
            <button type="button" className="si-catalog-list__reset" onClick={stay(model.resetFilter)}>
              {messages.resetFilter}
            </button>
          </div>
        ) : null}
        {/* No React children: the server's markup lives here (see above). */}
        <div ref={itemsRef} className="si-catalog-list__items" hidden={found === 0} data-part="items" />
        <LoadingOverlay active={loading} />
      </div>
      {canShowMore ? (
        <button
          type="button"
          className="si-catalog-list__more"
          aria-disabled={loadingMore}
          onClick={model.showMore}
          data-part="show-more"
        >
          {loadingMore ? messages.loadingMore : messages.showMore}
        </button>
      ) : null}
    </section>
  );
}

/** «Сравнить выбранные»: the products of this list in the compare list; a hint when there are none. */
function CompareSelected({ model }: { model: CatalogListModel }) {
  const selected = useSignalValue(model.selectedIds);
  const compareState = useSignalValue(model.compareState);
  const compareError = useSignalValue(model.compareError);
  const hintId = useIslandId();
  const none = selected.length === 0;
  return (
    <div className="si-catalog-list__compare" data-state={compareState}>
      <button
        type="button"
        className="si-catalog-list__compare-button"
        // aria-disabled, not disabled: the button stays focusable, so its hint can be heard.
        aria-disabled={none || compareState === 'sending'}
        aria-describedby={none ? hintId : undefined}
        onClick={model.compareSelected}
        data-part="compare"
      >
        {none ? messages.compare : messages.compareCount(selected.length)}
      </button>
      {none ? (
        <span id={hintId} className="si-catalog-list__compare-hint">
          {messages.compareHint}
        </span>
      ) : null}
      {compareState === 'error' ? (
        <span className="si-catalog-list__compare-error" role="alert">
          {compareError}
        </span>
      ) : null}
    </div>
  );
}
