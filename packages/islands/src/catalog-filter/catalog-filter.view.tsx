import type { ReadonlySignal } from '@preact/signals-core';
import { useState, type FormEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
// Straight from the primitives' files: the ui barrel would bring the alert dialog into the chunk.
import { announce } from '../ui/live-region';
import { messages } from './catalog-filter.messages';
import type { CatalogFilterModel } from './catalog-filter.model';
import { PriceFields } from './catalog-filter.price';
import type { CatalogFilterProps } from './catalog-filter.props';
import './catalog-filter.css';

// The popover loads apart, started when the pointer or focus reaches a «?», so it is there by the click.
import { LazyPopover, preloadPopover } from '../ui/lazy-popover';
import { useIslandId } from '../runtime/use-island-id';

/** docs/islands/catalog-filter.md popover hide delays: 500 ms for the filter help, 1500 ms for the kasko sale note. */
export const FILTER_HELP_HIDE_MS = 500;
export const KASKO_HELP_HIDE_MS = 1500;

interface ViewProps {
  model: CatalogFilterModel;
  props: CatalogFilterProps;
}

/**
 * The catalogue filter form (docs/islands/catalog-filter.md). It keeps the names and the GET address of the server's
 * no-JS form, but applies every change itself: checkboxes, sort and the slider at once, the price
 * inputs 1000 ms after a digit, Delete or Backspace (docs/islands/catalog-filter.md).
 */
export function CatalogFilterView({ model, props }: ViewProps) {
  const extra = useSignalValue(model.extra);
  const extraId = useIslandId();
  const titleId = useIslandId();

  const onSubmit = (event: FormEvent) => {
    // Everything is applied as it changes; a submit (Enter) must not reload the page.
    event.preventDefault();
  };

  return (
    <form
      className="si-catalog-filter"
      action={props.action || undefined}
      method="get"
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      data-state={extra}
    >
      <div className="si-catalog-filter__head">
        <h2 id={titleId} className="si-catalog-filter__title">
          {messages.title}
        </h2>
        {props.help.filter ? (
          <HelpButton label={messages.helpButton} text={props.help.filter} autoHideMs={FILTER_HELP_HIDE_MS} />
        ) : null}
      </div>
      <input type="hidden" name="SECTION_CODE" value={props.sectionCode} />
      <SortField model={model} />
      {props.purposes.length > 0 ? (
        <CheckboxGroup
          legend={messages.purposesLegend}
          options={props.purposes.map((option) => ({ key: String(option.id), value: option.id, name: option.name }))}
          selected={model.purposes}
          fieldName="FILTER_PARAMS[ITEM_PURPOSE_LIST][]"
          onToggle={(id, checked) => model.setPurpose(id, checked)}
        />
      ) : null}
      <PriceFields model={model} />
      {props.features.length > 0 ? (
        <>
          <button
            type="button"
            className="si-catalog-filter__extra-toggle"
            aria-expanded={extra === 'open'}
            aria-controls={extraId}
            onClick={model.toggleExtra}
            data-part="extra-toggle"
          >
            {extra === 'open' ? messages.hideExtra : messages.showExtra}
          </button>
          <div id={extraId} className="si-catalog-filter__extra" data-state={extra}>
            <div className="si-catalog-filter__extra-clip">
              <CheckboxGroup
                legend={messages.featuresLegend}
                options={props.features.map((option) => ({ key: option.code, value: option.code, name: option.name }))}
                selected={model.features}
                fieldName={(code) => `FILTER_PARAMS[ITEM_FEATURES][${code}]`}
                fieldValue="Y"
                onToggle={(code, checked) => model.setFeature(code, checked)}
              />
            </div>
          </div>
        </>
      ) : null}
      <button type="button" className="si-catalog-filter__reset" onClick={model.reset}>
        {messages.reset}
      </button>
      {props.help.kasko ? (
        <p className="si-catalog-filter__kasko" data-part="kasko">
          {props.help.kasko.note}{' '}
          <HelpButton label={messages.kaskoHelpButton} text={props.help.kasko.text} autoHideMs={KASKO_HELP_HIDE_MS} />
        </p>
      ) : null}
    </form>
  );
}

function SortField({ model }: { model: CatalogFilterModel }) {
  const sort = useSignalValue(model.sort);
  const id = useIslandId();
  return (
    <div className="si-catalog-filter__group si-catalog-filter__sort">
      <label className="si-catalog-filter__legend" htmlFor={id}>
        {messages.sortLabel}
      </label>
      <select
        id={id}
        className="si-catalog-filter__select"
        name="FILTER_PARAMS[SORT_BY]"
        value={sort}
        onChange={(event) => model.setSort(event.currentTarget.value)}
      >
        {messages.sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CheckboxGroupProps<T extends string | number> {
  legend: string;
  options: ReadonlyArray<{ key: string; value: T; name: string }>;
  selected: ReadonlySignal<readonly T[]>;
  fieldName: string | ((value: T) => string);
  fieldValue?: string;
  onToggle(value: T, checked: boolean): void;
}

function CheckboxGroup<T extends string | number>({ legend, options, selected, fieldName, fieldValue, onToggle }: CheckboxGroupProps<T>) {
  const chosen = useSignalValue(selected);
  return (
    <fieldset className="si-catalog-filter__group">
      <legend className="si-catalog-filter__legend">{legend}</legend>
      <ul className="si-catalog-filter__options">
        {options.map((option) => (
          <li key={option.key}>
            <label className="si-catalog-filter__option">
              <input
                type="checkbox"
                name={typeof fieldName === 'string' ? fieldName : fieldName(option.value)}
                value={fieldValue ?? String(option.value)}
                checked={chosen.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
              />
              <span>{option.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A «?» button whose help text shows in a popover that hides by itself (docs/islands/catalog-filter.md). */
function HelpButton({ label, text, autoHideMs }: { label: string; text: string; autoHideMs: number }) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={setAnchor}
        type="button"
        className="si-catalog-filter__help"
        aria-label={label}
        onPointerEnter={() => void preloadPopover()}
        onFocus={() => void preloadPopover()}
        onClick={() => {
          // The tooltip only describes the button, which a screen reader does not read again by
          // itself while focus stays there: the text is announced as well.
          if (!open) announce(text);
          setOpen(!open);
        }}
      >
        ?
      </button>
      <LazyPopover anchor={anchor} open={open} onOpenChange={setOpen} label={label} autoHideMs={autoHideMs} variant="tooltip">
        {text}
      </LazyPopover>
    </>
  );
}
