import type { ReactNode } from 'react';
import './state-labels.css';

/**
 * A control's two words in one grid cell, one of them shown: the wider sets the width, so the
 * control keeps its size when its state changes its word («В корзину» / «В корзине»). The hidden
 * word is hidden from screen readers too. Islands style the words through `.si-state-labels__label`.
 */
export function StateLabels({ labels, shown }: { labels: readonly [ReactNode, ReactNode]; shown: 0 | 1 }) {
  return (
    <span className="si-state-labels">
      {labels.map((label, index) => (
        // Strings, not booleans: Preact drops a `false` data attribute, and the CSS needs it.
        <span key={index} className="si-state-labels__label" data-shown={index === shown ? 'true' : 'false'} aria-hidden={index !== shown || undefined}>
          {label}
        </span>
      ))}
    </span>
  );
}
