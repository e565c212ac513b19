import './spinner.css';

/** A busy ring in the text colour; `--si-spinner-size` sets its size (16 px). Decorative: the control says «busy» itself. */
export function Spinner() {
  return <span className="si-spinner" aria-hidden="true" />;
}
