import { useLayoutEffect, useRef } from 'react';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { messages } from './install-service.messages';
import type { InstallServiceModel } from './install-service.model';
import './install-service.css';

interface ViewProps {
  model: InstallServiceModel;
  /** The server fallback's nodes: shown until the block arrives, and again on failure. */
  fallback: readonly ChildNode[];
}

/**
 * The installation-service block (docs/islands/install-service.md). The block's box is a container
 * React renders no children into: the fallback is moved in at mount, and the server's block
 * replaces it once loaded, so no re-render touches the block or the islands nested in it.
 */
export function InstallServiceView({ model, fallback }: ViewProps) {
  const state = useSignalValue(model.state);
  const html = useSignalValue(model.html);
  const error = useSignalValue(model.error);
  const retrying = useSignalValue(model.retrying);
  const expanded = useSignalValue(model.expanded);
  const blockId = `${useIslandId()}-block`;
  const blockRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const retryPressed = useRef(false);

  // A layout effect runs in the mount's own task: the fallback leaves and comes back before a paint.
  useLayoutEffect(() => {
    blockRef.current?.append(...fallback);
  }, [fallback]);

  useLayoutEffect(() => {
    const block = blockRef.current;
    if (!block || !html) return;
    const doc = block.ownerDocument;
    const active = doc.activeElement;
    // The focused fallback link goes with the fallback, «Повторить» with the failure: the keyboard
    // user goes on from the block, or from its toggle while it is folded (docs/islands/install-service.md).
    const refocus = block.contains(active) || (retryPressed.current && (!active || active === doc.body));
    retryPressed.current = false;
    // docs/embedding.md#network: the installation block is HTML by contract (getBwIButton answers
    // markup the shop renders), trusted like the page itself. This is the one place an island
    // inserts server HTML as markup; the loader's observer then mounts the islands inside it.
    block.innerHTML = html;
    if (refocus) (block.hidden ? toggleRef.current : block)?.focus();
  }, [html]);

  const loaded = state === 'loaded';
  return (
    <div className="si-install-service" data-state={state} aria-busy={state === 'loading'}>
      {loaded && (
        <button ref={toggleRef} type="button" className="si-install-service__toggle" aria-expanded={expanded} aria-controls={blockId} onClick={model.toggle}>
          {messages.toggle}
        </button>
      )}
      {/* Hidden, not removed, while folded: the islands nested in the block stay mounted. */}
      <div ref={blockRef} id={blockId} className="si-install-service__block" role="region" aria-label={messages.label} tabIndex={-1} hidden={loaded && !expanded} />
      {state === 'error' && (
        <div className="si-install-service__failure">
          <p className="si-install-service__error">
            {messages.failed} {error}
          </p>
          <button
            type="button"
            className="si-install-service__retry"
            // Not `disabled`, which would drop focus while the retry runs; the model ignores it meanwhile.
            aria-disabled={retrying || undefined}
            onClick={() => {
              retryPressed.current = true;
              void model.retry();
            }}
          >
            {retrying ? messages.retrying : messages.retry}
          </button>
        </div>
      )}
    </div>
  );
}
