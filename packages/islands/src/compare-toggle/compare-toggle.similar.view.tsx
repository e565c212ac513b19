import { useSignalValue } from '../runtime/use-signal';
import { useIslandId } from '../runtime/use-island-id';
import { Spinner } from '../ui/spinner';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './compare-toggle.messages';
import type { CompareSimilarModel, CompareSimilarProps } from './compare-toggle.similar';
import './compare-toggle.css';

/**
 * «Сравнить похожие» on the product page (docs/islands/compare-toggle.md): one button, a spinner
 * beside it while the request runs, and the server's reason under it when it refuses.
 */
export function CompareSimilarView({ model, props }: { model: CompareSimilarModel; props: CompareSimilarProps }) {
  const state = useSignalValue(model.state);
  const error = useSignalValue(model.error);
  const errorId = useIslandId();
  const busy = state === 'loading' || state === 'leaving';
  const spoken = [props.sectionName ? ` «${props.sectionName}»` : '', busy ? `, ${messages.busy}` : ''].join('');

  return (
    <div className="si-compare-toggle" data-state={state} data-variant="similar">
      <button
        type="button"
        className="si-compare-toggle__button"
        data-part="similar"
        aria-busy={busy}
        // Not `disabled`, which would drop focus mid-request; clicks are ignored instead.
        aria-disabled={busy || undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void model.activate()}
      >
        <span className="si-state-labels__label">{messages.similar}</span>
        {busy && <Spinner />}
        {spoken && <VisuallyHidden>{spoken}</VisuallyHidden>}
      </button>
      <p id={errorId} className="si-compare-toggle__error" role="alert">
        {error}
      </p>
    </div>
  );
}
