import { lazy, Suspense, useEffect, useState } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { LazyPopover } from '../ui/lazy-popover';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './city-picker.messages';
import type { CityPickerModel } from './city-picker.model';
import './city-picker.css';

/**
 * The modal and its combobox: a chunk of their own (docs/islands/city-picker.md#when-it-loads), asked
 * for as soon as the shopper points at or focuses the city, so it is there by the click.
 */
export const preloadDialog = () => import('./city-picker.dialog');
const CityDialog = lazy(preloadDialog);

/** The header's «Ваш город: X», the first-visit popover and, while choosing, the modal. */
export function CityPickerView({ model }: { model: CityPickerModel }) {
  const state = useSignalValue(model.state);
  const { cityName } = useSignalValue(model.current);
  // The popover positions itself against the button, so it is state, not only a ref.
  const [cityButton, setCityButton] = useState<HTMLButtonElement | null>(null);

  // Mounted by a touch of the header link (not by the first-visit popover): the modal is next.
  useEffect(() => {
    if (model.state.peek() !== 'asking') void preloadDialog();
  }, [model]);

  return (
    <>
      <span className="city-bar__label">{messages.yourCity}</span>{' '}
      <button
        ref={setCityButton}
        type="button"
        className="city-bar__city si-city-picker__city"
        data-part="city"
        aria-haspopup="dialog"
        aria-expanded={state === 'choosing' || state === 'saving'}
        onClick={model.open}
        onPointerEnter={() => void preloadDialog()}
        onFocus={() => void preloadDialog()}
      >
        {cityName}
        <VisuallyHidden>{`, ${messages.change}`}</VisuallyHidden>
      </button>
      <LazyPopover
        anchor={cityButton}
        open={state === 'asking'}
        // Escape or a click elsewhere: no answer, so the question comes back on the next page.
        onOpenChange={(open) => open || model.close()}
        label={messages.questionLabel}
        // docs/islands/city-picker.md: below the city (above when there is no room), never over it.
        placement="bottom-start"
      >
        <div className="si-city-picker__question">
          <p className="si-city-picker__question-text">{messages.question(cityName)}</p>
          <div className="si-city-picker__answers">
            <button type="button" className="si-city-picker__yes" onClick={model.confirm}>
              {messages.yes}
            </button>
            <button type="button" className="si-city-picker__no" onClick={model.open}>
              {messages.no}
            </button>
          </div>
        </div>
      </LazyPopover>
      {(state === 'choosing' || state === 'saving') && (
        <Suspense fallback={null}>
          <CityDialog model={model} returnFocusTo={cityButton} />
        </Suspense>
      )}
    </>
  );
}
