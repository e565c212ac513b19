import { useEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { formatPrice } from '../ui/money';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './catalog-filter.messages';
import type { CatalogFilterModel, PriceSide } from './catalog-filter.model';
import { sliderStep, snapToEnds } from './catalog-filter.rules';

const SIDES: readonly PriceSide[] = ['min', 'max'];

/**
 * Price from/to inputs and the two-thumb slider under them (docs/islands/catalog-filter.md: its tooltip is hidden — the
 * inputs show the values instead). The slider is two native range inputs over one track, so the
 * keyboard works as everywhere (arrows, PageUp/PageDown, Home/End) and screen readers hear
 * «от 1 500 ₽» from aria-valuetext. The inputs and the thumbs always show the same prices.
 */
export function PriceFields({ model }: { model: CatalogFilterModel }) {
  const text = useSignalValue(model.priceText);
  const range = useSignalValue(model.priceRange);
  const scale = { ...model.bounds, step: sliderStep(model.bounds) };
  const span = scale.max - scale.min || 1;
  const percent = (value: number) => `${((value - scale.min) / span) * 100}%`;
  // The thumb nearer the far end goes on top, so two thumbs at one spot can always be pulled apart.
  const onTop: PriceSide = range.min - scale.min > (scale.max - scale.min) / 2 ? 'min' : 'max';

  const onKeyDown = (side: PriceSide) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter applies at once instead of submitting the page.
      event.preventDefault();
      model.commitPrice(side);
      return;
    }
    if (model.priceKey(side, event) === 'block') event.preventDefault();
  };

  return (
    <fieldset className="si-catalog-filter__group si-catalog-filter__price" data-part="price">
      <legend className="si-catalog-filter__legend">{messages.priceLegend}</legend>
      <div className="si-catalog-filter__price-inputs">
        {SIDES.map((side) => (
          <label key={side} className="si-catalog-filter__price-label">
            <VisuallyHidden>{messages.priceWord} </VisuallyHidden>
            {side === 'min' ? messages.priceFrom : messages.priceTo}
            <input
              className="si-catalog-filter__price-input"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              name={side === 'min' ? 'FILTER_PARAMS[MIN_PRICE]' : 'FILTER_PARAMS[MAX_PRICE]'}
              placeholder={String(side === 'min' ? model.bounds.min : model.bounds.max)}
              value={text[side]}
              onKeyDown={onKeyDown(side)}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const field = event.currentTarget;
                model.typePrice(side, field.value);
                // A phone keyboard's comma or space (key «Unidentified», let through) leaves the digits as they
                // were, so nothing re-renders; Preact then keeps it on screen, unlike React. Put the digits back
                // (the same value again leaves the caret where it is).
                field.value = model.priceText.peek()[side];
              }}
              onBlur={() => model.commitPrice(side)}
            />
          </label>
        ))}
      </div>
      <div
        className="si-catalog-filter__slider"
        data-on-top={onTop}
        style={{ '--si-from': percent(range.min), '--si-to': percent(range.max) } as Record<string, string>}
      >
        <span className="si-catalog-filter__track" aria-hidden="true" />
        {SIDES.map((side) => (
          <RangeThumb key={side} side={side} model={model} value={range[side]} scale={scale} />
        ))}
      </div>
    </fieldset>
  );
}

interface RangeThumbProps {
  side: PriceSide;
  model: CatalogFilterModel;
  value: number;
  /** The section's price bounds and the slider's step. */
  scale: { min: number; max: number; step: number };
}

function RangeThumb({ side, model, value, scale }: RangeThumbProps) {
  const ref = useRef<HTMLInputElement>(null);

  // The native `change` event is the release (pointer up, or each key step); React and Preact
  // both map `onChange` to `input` instead, so it is listened to directly.
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const release = () => model.releasePrice(side);
    input.addEventListener('change', release);
    return () => input.removeEventListener('change', release);
  }, [model, side]);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const applied = model.slidePrice(side, snapToEnds(Number(input.value), scale, scale.step));
    // The thumb stops at the other one; Preact does not put a controlled value back by itself.
    if (Number(input.value) !== applied) input.value = String(applied);
  };

  return (
    <input
      ref={ref}
      className="si-catalog-filter__thumb"
      data-side={side}
      type="range"
      min={scale.min}
      max={scale.max}
      step={scale.step}
      value={value}
      aria-label={side === 'min' ? messages.sliderFrom : messages.sliderTo}
      aria-valuetext={side === 'min' ? messages.valueFrom(formatPrice(value)) : messages.valueTo(formatPrice(value))}
      onChange={onInput}
    />
  );
}
