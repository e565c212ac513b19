/**
 * Stories at phone width. docs/embedding.md#page-variants: a page narrower than 576 px is the phone
 * layout, so every state has a story at 375 px too, the `mobile` viewport of preview.tsx. The
 * phone partner of story `X` is `XMobile` (packages/islands/src/stories-phone.test.ts checks it).
 */

/** The globals of a story that opens at 375 × 740 (the preview's `mobile` viewport). */
export const PHONE = { viewport: { value: 'mobile', isRotated: false } };

/**
 * The same story on a phone: its args, parameters, play and own globals kept, the viewport set
 * to PHONE. `export const IdleMobile = onPhone(Idle);`
 */
export function onPhone<Story extends { globals?: Record<string, unknown> }>(story: Story): Story {
  return { ...story, globals: { ...story.globals, ...PHONE } };
}
