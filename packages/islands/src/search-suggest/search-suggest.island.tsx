import { bindCalls, searchSuggest } from '@shop-islands/api';
import { defineIsland, findInFallback } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createSearchSuggestModel, parseSearchSuggestProps } from './search-suggest.model';
import { SearchSuggestView, type FieldCaret } from './search-suggest.view';

/** What the shopper left in the fallback field: its text, and where the caret was. */
function readFallbackField(field: HTMLInputElement | null): { value: string; caret: FieldCaret } | null {
  if (!field) return null;
  const end = field.value.length;
  return {
    value: field.value,
    caret: { start: field.selectionStart ?? end, end: field.selectionEnd ?? end, focused: field.ownerDocument.activeElement === field },
  };
}

/** `data-island="search-suggest"`: the search box with product suggestions (docs/islands/search-suggest.md). */
export default defineIsland({
  parseProps: parseSearchSuggestProps,
  model: (props, context) => {
    const { apiDeps } = getPageRuntime();
    const typed = readFallbackField(findInFallback<HTMLInputElement>(context.fallback, 'input[name="q"]'));
    // docs/islands/search-suggest.md#when-it-loads: the keys pressed while the chunk loaded are already in the
    // fallback field, whose text the island keeps; the loader's replay finds it there and types nothing.
    const model = createSearchSuggestModel({
      api: bindCalls(apiDeps, { searchSuggest }),
      clock: realClock,
      // docs/islands/search-suggest.md: in the side menu the box sits in the side panel's modal
      // <dialog>, which makes the rest of the page inert: its messages are read from in there.
      announce: (message) => announce(message, realClock, context.element.closest('dialog[open]')),
      navigate: (url) => context.element.ownerDocument.defaultView?.location.assign(url),
      initialQuery: typed?.value ?? props.query,
    });
    // What the shopper typed before the island came is searched at once; the page's own query is not.
    if (typed && typed.value !== props.query) model.setQuery(typed.value);
    // defineIsland disposes what `model` returns: the pending request goes with the island.
    return { model, caret: typed?.caret, dispose: model.dispose };
  },
  view: ({ model, caret }, props) => <SearchSuggestView model={model} props={props} caret={caret} />,
});
