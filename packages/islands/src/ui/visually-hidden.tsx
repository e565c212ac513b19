import type { ComponentPropsWithoutRef } from 'react';
import './visually-hidden.css';

/** Props of {@link VisuallyHidden}: anything a `<span>` takes. */
export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/**
 * Text for screen readers only (an icon button's name, a status word), kept out of sight but not
 * out of the accessibility tree the way `display: none` or `hidden` would.
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `si-visually-hidden ${className}` : 'si-visually-hidden'} />;
}
