import { useState } from 'react';

let issued = 0;

/**
 * An id unique on the whole page, for `aria-controls`, `aria-describedby` and label pairs.
 * `useId` is unique only within one root, and every island is a root of its own: two buy
 * buttons on one page would share ids, and a label would name another island's field.
 */
export function useIslandId(): string {
  const [id] = useState(() => `si-${(issued += 1)}`);
  return id;
}
