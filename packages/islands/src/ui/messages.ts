/**
 * Russian texts of the shared UI primitives, in one place so that wording changes (and a future
 * translation) never touch component code. The button text is fixed by spec §2.
 */
export const uiMessages = {
  /** The one button of the alert dialog (spec §2 "Common behaviour"). */
  close: 'Закрыть',
  /** Announced when a loading overlay stays up past the circle timeout (spec §9). */
  loading: 'Загрузка…',
} as const;
