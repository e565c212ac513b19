/**
 * The island's Russian texts: none of its own. The panels' titles and bodies are the server's,
 * and the buttons' open or shut state is `aria-expanded`, which screen readers say in the
 * shopper's language (docs/islands/payment-panels.md#texts).
 */
export const messages = {} as const;
