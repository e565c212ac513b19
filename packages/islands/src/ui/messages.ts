/**
 * Russian texts of the shared UI primitives, in one place so that wording changes (and a future
 * translation) never touch component code. The button text is fixed (docs/embedding.md#constants).
 */
export const uiMessages = {
  /** The one button of the alert dialog (docs/embedding.md#constants). */
  close: 'Закрыть',
  /** Announced when a loading overlay stays up past the circle timeout (docs/embedding.md#constants). */
  loading: 'Загрузка…',
} as const;
