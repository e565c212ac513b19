import { add2CompareList, bindCalls, delFromCompareList } from '@shop-islands/api';
import type { IslandContext, IslandHandle, IslandModule } from '@shop-islands/loader';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { announce } from '../ui/live-region';
import { messages } from './compare-toggle.messages';
import { createCompareToggleModel, type CompareToggleProps } from './compare-toggle.model';
import { parseCompareToggleIslandProps, type CompareSimilarProps, type CompareToggleIslandProps } from './compare-toggle.props';
import { CompareToggleView } from './compare-toggle.view';

/** The toggle of one product: a catalogue item or the product page. */
const toggle = defineIsland<CompareToggleProps, ReturnType<typeof createCompareToggleModel>>({
  // The module below checks the props of both variants before mounting either.
  parseProps: (raw) => raw as CompareToggleProps,
  model: (props, { element }) => {
    const { store, apiDeps } = getPageRuntime();
    const api = bindCalls(apiDeps, { add2CompareList, delFromCompareList });
    // The server's own text: the loader has undone the prepaint before mounting.
    const printed = element.textContent!.includes(messages.active);
    return createCompareToggleModel({ productId: props.productId, api, store, announce, printed });
  },
  view: (model, props) => <CompareToggleView model={model} props={props} />,
});

/**
 * «Сравнить похожие» loads its own chunk when a page has it (the product page): until then its
 * server fallback stays, as for any island still loading.
 */
function mountSimilar(props: CompareSimilarProps, context: IslandContext): IslandHandle {
  let inner: IslandHandle | undefined;
  let gone = false;
  const ready = import('./compare-toggle.similar.variant').then((chunk) => {
    if (gone) return;
    inner = chunk.default.mount(props, context);
    return inner.ready;
  });
  return {
    ready,
    unmount() {
      gone = true;
      inner?.unmount();
    },
  };
}

/** `data-island="compare-toggle"`: add to / remove from the compare list, or compare similar items (docs/islands/compare-toggle.md). */
const compareToggle: IslandModule<CompareToggleIslandProps> = {
  parseProps: parseCompareToggleIslandProps,
  mount: (props, context) => (props.variant === 'similar' ? mountSimilar(props, context) : toggle.mount(props, context)),
};

export default compareToggle;
