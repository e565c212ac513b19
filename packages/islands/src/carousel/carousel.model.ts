import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { messages } from './carousel.messages';
import type { SlideKind } from './carousel.props';
import { clampStart, nextStart, perViewFor, previousStart, startToReveal } from './carousel.rules';

/** The carousel's state in one word (`data-state`): all slides fit, or where the view stands. */
export type CarouselState = 'static' | 'start' | 'middle' | 'end';

/** The part of `window` the model reads: the viewport's width and its resizes. */
export interface ViewportLike {
  readonly innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

export interface CarouselModelDeps {
  /** How many slides the server printed. */
  count: number;
  kind: SlideKind;
  /** The page's window; null = a 1280 px desktop (stories, tests), never resized. */
  viewport: ViewportLike | null;
  /** Reads a text out politely (the shared live region). */
  announce(message: string): void;
}

export interface CarouselModel {
  readonly count: number;
  readonly state: ReadonlySignal<CarouselState>;
  /** Slides side by side at the current width (docs/islands/carousel.md#rules-and-constants). */
  readonly perView: ReadonlySignal<number>;
  /** Index of the first slide in view. */
  readonly first: ReadonlySignal<number>;
  /** More slides than fit: buttons, keys and swipes page; otherwise there is nothing to page. */
  readonly pageable: ReadonlySignal<boolean>;
  readonly canGoBack: ReadonlySignal<boolean>;
  readonly canGoOn: ReadonlySignal<boolean>;
  /** What is in view, as read out after paging («Товары 5–8 из 12»). */
  readonly position: ReadonlySignal<string>;
  /** One view back / on (buttons, arrow keys); announced. Nothing at the ends. */
  previous(): void;
  next(): void;
  /** Where a swipe came to rest (the slider's first slide in view); announced when it moved. */
  settle(index: number): void;
  /** A slide took the focus: bring it into view, moving as little as possible; not announced. */
  reveal(index: number): void;
  dispose(): void;
}

const DESKTOP_WIDTH = 1280;

/** The text read out for slides `from`…`to` (1-based) of `total`. */
export function positionText(kind: SlideKind, from: number, to: number, total: number): string {
  if (kind === 'products') return from === to ? messages.productShown(from, total) : messages.productsShown(from, to, total);
  return from === to ? messages.itemShown(from, total) : messages.itemsShown(from, to, total);
}

/** The carousel's paging: per-view count by width, the first slide in view, what is announced. */
export function createCarouselModel({ count, kind, viewport, announce }: CarouselModelDeps): CarouselModel {
  const width = signal(viewport?.innerWidth ?? DESKTOP_WIDTH);
  const perView = computed(() => perViewFor(width.value));
  const wanted = signal(0);
  // Kept within range whatever the width: after a resize to fewer per view the last page stays full.
  const first = computed(() => clampStart(wanted.value, count, perView.value));
  const pageable = computed(() => count > perView.value);
  const canGoBack = computed(() => pageable.value && first.value > 0);
  const canGoOn = computed(() => pageable.value && first.value + perView.value < count);
  const state = computed<CarouselState>(() => {
    if (!pageable.value) return 'static';
    if (!canGoBack.value) return 'start';
    return canGoOn.value ? 'middle' : 'end';
  });
  const position = computed(() => positionText(kind, Math.min(first.value + 1, count), Math.min(first.value + perView.value, count), count));

  const moveTo = (start: number, say: boolean) => {
    const before = first.value;
    wanted.value = clampStart(start, count, perView.value);
    if (say && first.value !== before) announce(position.value);
  };

  const onResize = () => {
    if (viewport) width.value = viewport.innerWidth;
  };
  viewport?.addEventListener('resize', onResize);

  return {
    count,
    state,
    perView,
    first,
    pageable,
    canGoBack,
    canGoOn,
    position,
    previous: () => moveTo(previousStart(first.value, count, perView.value), true),
    next: () => moveTo(nextStart(first.value, count, perView.value), true),
    settle: (index) => moveTo(index, true),
    reveal: (index) => moveTo(startToReveal(index, first.value, count, perView.value), false),
    dispose: () => viewport?.removeEventListener('resize', onResize),
  };
}
