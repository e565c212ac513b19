import { computed } from '@preact/signals-core';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { CompareRows, ProductHead } from './compare-table.column';
import { messages } from './compare-table.messages';
import type { CompareTableModel, CompareView } from './compare-table.model';
import { spacesEvenly } from './compare-table.rules';
import { useColumnScroll } from './compare-table.scroll';
import './compare-table.css';

const STEP_KEYS: Record<string, -1 | 1 | 'start' | 'end'> = { ArrowLeft: -1, ArrowRight: 1, Home: 'start', End: 'end' };

/** The comparison table, or the empty-list message once no product is left (docs/islands/compare-table.md). */
export function CompareTableView({ model }: { model: CompareTableModel }) {
  const snapshot = useMemo(
    () => computed(() => ({ state: model.state.value, view: model.view.value, columns: model.columns.value, rows: model.rows.value })),
    [model],
  );
  const { state, view, columns, rows } = useSignalValue(snapshot);
  // The same element while the rows stay the same: React and Preact alike skip it then, so a toggle
  // of the view never renders the rows again (docs/islands/compare-table.md#rules-and-constants).
  const rowsElement = useMemo(() => <CompareRows rows={rows} />, [rows]);
  const id = useIslandId();
  const regionRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // After a removal here, where the focus goes: the remove icon now at that index, or the empty message.
  const focusAfterRemoval = useRef<number | null>(null);
  const { edges, step } = useColumnScroll(regionRef, columns.length);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const icons = regionRef.current?.querySelectorAll<HTMLElement>('[data-part="remove"]');
    const next = icons?.[Math.min(index, icons.length - 1)] ?? emptyRef.current;
    next?.focus();
  }, [columns.length]);

  if (state === 'empty') {
    return (
      <div className="si-compare-table" data-state={state}>
        <div className="si-compare-table__empty">
          <p ref={emptyRef} tabIndex={-1}>
            <strong>{messages.emptyTitle}</strong>
          </p>
          <p>
            {messages.emptyBefore}
            <a href="/catalog/">{messages.emptyLink}</a>
            {messages.emptyAfter}
          </p>
        </div>
      </div>
    );
  }

  const even = spacesEvenly(columns.length);
  const noDifferences = view === 'differences' && !rows.some((row) => row.differs);
  const remove = async (productId: number, index: number) => {
    focusAfterRemoval.current = index;
    await model.remove(productId);
    // Still there (refused or failed): the focus stays on the icon, next to the reason.
    if (model.columns.peek().some((column) => column.product.id === productId)) focusAfterRemoval.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = STEP_KEYS[event.key];
    // docs/islands/compare-table.md: arrows step one column; Home and End go to the ends.
    if (key === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    step(key);
  };
  const modeButton = (mode: CompareView, label: string) => (
    <button
      type="button"
      className="si-compare-table__mode"
      aria-pressed={view === mode}
      // One product has no differences to show (the model keeps every row): said, not hidden.
      aria-disabled={(mode === 'differences' && columns.length < 2) || undefined}
      onClick={() => model.show(mode)}
    >
      {label}
    </button>
  );

  return (
    <div className="si-compare-table" data-state={state} data-layout={even ? 'even' : 'scroll'}>
      <div className="si-compare-table__bar">
        <div className="si-compare-table__modes" role="group" aria-labelledby={`${id}-show`}>
          <span id={`${id}-show`}>{messages.showLabel}</span>
          {modeButton('all', messages.showAll)}
          {modeButton('differences', messages.showDifferences)}
        </div>
        {!even && (
          <div className="si-compare-table__steps">
            <button type="button" aria-label={messages.scrollBack} aria-controls={`${id}-scroll`} aria-disabled={!edges.back || undefined} onClick={() => edges.back && step(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" aria-label={messages.scrollForward} aria-controls={`${id}-scroll`} aria-disabled={!edges.forward || undefined} onClick={() => edges.forward && step(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <div
        ref={regionRef}
        id={`${id}-scroll`}
        className="si-compare-table__scroll"
        role="region"
        aria-labelledby={`${id}-caption`}
        // Focusable, so the keyboard can scroll it (and axe asks it of a scrolling region).
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {/* The roles written out: compare-table.css displays the table's parts as blocks and grids. */}
        <table role="table" className="si-compare-table__table" data-view={view} style={{ ['--si-compare-columns' as string]: columns.length }}>
          <caption id={`${id}-caption`}>
            {messages.caption(columns.length)}
            {view === 'differences' ? messages.captionDifferences : ''}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader" className="si-compare-table__corner">
                {messages.characteristic}
              </th>
              {columns.map((column, index) => (
                <ProductHead
                  key={column.product.id}
                  column={column}
                  errorId={`${id}-error-${column.product.id}`}
                  onBuy={() => void model.buy(column.product.id)}
                  onRemove={() => void remove(column.product.id, index)}
                />
              ))}
            </tr>
          </thead>
          {rowsElement}
        </table>
        {noDifferences && <p className="si-compare-table__same">{messages.noDifferences}</p>}
      </div>
    </div>
  );
}
