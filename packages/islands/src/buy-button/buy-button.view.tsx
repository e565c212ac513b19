import { computed } from '@preact/signals-core';
import { useEffect, useMemo, useRef } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { Spinner } from '../ui/spinner';
import { StateLabels } from '../ui/state-labels';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './buy-button.messages';
import type { BuyButtonModel, BuyButtonProps } from './buy-button.model';
import './buy-button.css';
import { useIslandId } from '../runtime/use-island-id';

/**
 * The add-to-basket animations play only after the server has answered an add, so their code is
 * fetched when the add starts and arrives meanwhile: a catalogue page does not carry it on load
 * (docs/islands/buy-button.md). A failed fetch only skips the animation; the next add tries again.
 */
let animations: Promise<typeof import('./buy-button.fly')> | undefined;
const loadAnimations = () =>
  (animations ??= import('./buy-button.fly').catch((error: unknown) => {
    animations = undefined;
    throw error;
  }));

/**
 * The buy button of a catalogue item or the product page (docs/islands/buy-button.md). The same `<button>` serves
 * every state, so focus stays on it after an add; its box does not change size between states
 * (the two labels share one grid cell, the spinner takes the icon's place).
 */
export function BuyButtonView({ model, props }: { model: BuyButtonModel; props: BuyButtonProps }) {
  // One subscription instead of three: a catalogue page mounts hundreds of these buttons.
  const view = useMemo(
    () => computed(() => ({ state: model.state.value, error: model.error.value, added: model.added.value })),
    [model],
  );
  const { state, error, added } = useSignalValue(view);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const iconRef = useRef<HTMLSpanElement>(null);
  const errorId = useIslandId();

  useEffect(() => {
    const button = buttonRef.current;
    if (added === 0 || !button) return;
    // docs/islands/buy-button.md: a successful add shows the animation and the in-basket icon.
    const view = button.ownerDocument.defaultView ?? window;
    const icon = iconRef.current;
    loadAnimations().then(
      ({ flyToBasket, findFlyingSource, spinIcon }) => {
        // Left to finish even if the island unmounts later: the copy removes itself when it lands.
        if (!button.isConnected) return;
        flyToBasket(findFlyingSource(button), view);
        spinIcon(icon, view);
      },
      () => {},
    );
  }, [added]);

  const inBasket = state === 'in-basket';
  const addLabel = props.variant === 'product' ? messages.addProduct : messages.addCatalog;
  // Heard after the visible label; one text node, so screen readers read it as one phrase.
  const spoken = [
    props.productName ? ` «${props.productName}»` : '',
    inBasket ? `, ${messages.goToBasket}` : '',
    state === 'loading' ? `, ${messages.adding}` : '',
  ].join('');

  return (
    <div className="si-buy-button" data-state={state} data-variant={props.variant}>
      <button
        ref={buttonRef}
        type="button"
        className="si-buy-button__button"
        data-part="button"
        // Not `disabled`: that would drop keyboard focus mid-request. Clicks are ignored instead.
        aria-disabled={state === 'loading' || undefined}
        aria-busy={state === 'loading'}
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          if (!inBasket) void loadAnimations().catch(() => {});
          void model.activate();
        }}
      >
        <span ref={iconRef} className="si-buy-button__icon" aria-hidden="true">
          {state === 'loading' && <Spinner />}
        </span>
        <StateLabels labels={[addLabel, messages.inBasket]} shown={inBasket ? 1 : 0} />
        {spoken && <VisuallyHidden>{spoken}</VisuallyHidden>}
      </button>
      {/* Always present, so screen readers already watch it when a reason appears. */}
      <p id={errorId} className="si-buy-button__error" role="alert">
        {error}
      </p>
    </div>
  );
}
