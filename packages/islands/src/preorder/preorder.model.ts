import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, type Api, type PreOrderRequest } from '@shop-islands/api';
import type { CurrentUser } from '@shop-islands/store';
import { parseProductProps } from '../runtime/product-props';

/**
 * One word for the island (docs/contributing.md#house-style): `closed` (the button alone), `open` (the form), `sending`
 * (the form, submit disabled), `sent` (form closed, the success alert shown, docs/islands/preorder.md).
 */
export type PreorderState = 'closed' | 'open' | 'sending' | 'sent';

/** A catalogue item's notify-me request, or the product page's preorder (docs/islands/preorder.md). */
export type PreorderVariant = 'catalog' | 'product';

/** Props from the template. */
export interface PreorderProps {
  productId: number;
  /** Shown under the form's heading, and read after the button text. */
  productName?: string;
  variant: PreorderVariant;
}

/** What the model needs; tests hand in fakes. */
export interface PreorderDeps {
  productId: number;
  variant: PreorderVariant;
  api: Pick<Api, 'addPreOrder'>;
  /** Who is shopping: the email is pre-filled from it (docs/islands/preorder.md). */
  user: ReadonlySignal<CurrentUser>;
}

export interface PreorderModel {
  readonly state: ReadonlySignal<PreorderState>;
  readonly email: ReadonlySignal<string>;
  /** As typed: the field is text until it is sent. */
  readonly quantity: ReadonlySignal<string>;
  /** The server's error texts (docs/islands/preorder.md), or the Russian text of a failed call; empty when none. */
  readonly errors: ReadonlySignal<readonly string[]>;
  /** docs/islands/preorder.md: on the product page only unauthenticated users are asked for an email. */
  readonly asksEmail: ReadonlySignal<boolean>;
  open(): void;
  /** Cancel, Escape. Ignored while sending: the answer decides what the shopper sees next. */
  close(): void;
  setEmail(value: string): void;
  setQuantity(value: string): void;
  submit(): Promise<void>;
  /** «Закрыть» on the success alert. */
  dismissSuccess(): void;
}

/**
 * The shopper to pre-fill from: the store's user once it knows someone (getVars.php answered, or
 * an earlier page stored it), else the user the server printed into the page config.
 */
export function knownUser(stored: CurrentUser, configured: CurrentUser): CurrentUser {
  if (stored.isAuth || stored.email) return stored;
  // The template prints the config by hand (docs/embedding.md#page-config): a guest's `"email": null`
  // or a Bitrix-style `"isAuth": "N"` must not make a guest a member or freeze the form on a null.
  const { isAuth, email } = configured as { isAuth: unknown; email: unknown };
  return { isAuth: isAuth === true, email: typeof email === 'string' ? email : '' };
}

/** docs/islands/preorder.md: productCnt, 1 unless the shopper asks for more. */
export const DEFAULT_QUANTITY = 1;

/**
 * The quantity to send: the whole number typed, 1 for an empty field, and 0 for anything else,
 * so the server answers with its own message about the quantity (docs/islands/preorder.md: it validates).
 */
export function quantityToSend(typed: string): number {
  const value = typed.trim();
  if (value === '') return DEFAULT_QUANTITY;
  return /^\d+$/.test(value) ? Number(value) : 0;
}

/** The preorder / notify-me form (docs/islands/preorder.md: the request, the email rules, the outcomes). */
export function createPreorderModel({ productId, variant, api, user }: PreorderDeps): PreorderModel {
  const state = signal<PreorderState>('closed');
  const email = signal('');
  const emailTouched = signal(false);
  const quantity = signal(String(DEFAULT_QUANTITY));
  const errors = signal<readonly string[]>([]);
  const asksEmail = computed(() => variant === 'catalog' || !user.value.isAuth);

  return {
    state,
    email,
    quantity,
    errors,
    asksEmail,
    open() {
      if (state.peek() !== 'closed') return;
      // docs/islands/preorder.md: the known email is pre-filled; what the shopper typed before is kept.
      if (!emailTouched.peek()) email.value = user.peek().email;
      errors.value = [];
      state.value = 'open';
    },
    close() {
      if (state.peek() === 'open') state.value = 'closed';
    },
    setEmail(value) {
      emailTouched.value = true;
      email.value = value;
    },
    setQuantity(value) {
      quantity.value = value;
    },
    async submit() {
      // A second submit while the first is on its way sends nothing.
      if (state.peek() !== 'open') return;
      state.value = 'sending';
      errors.value = [];
      try {
        const request: PreOrderRequest = { productID: productId, productCnt: quantityToSend(quantity.peek()) };
        const userEmail = (asksEmail.peek() ? email.peek() : user.peek().email).trim();
        // A logged-in shopper without a known email: the server uses the session's.
        if (asksEmail.peek() || userEmail) request.userEmail = userEmail;
        const answer = await api.addPreOrder(request);
        if (answer.ok) {
          quantity.value = String(DEFAULT_QUANTITY);
          state.value = 'sent';
        } else {
          // docs/islands/preorder.md: the form stays open with the server's texts.
          errors.value = answer.ERROR;
          state.value = 'open';
        }
      } catch (failure) {
        errors.value = [apiErrorMessage(failure)];
        state.value = 'open';
      }
    },
    dismissSuccess() {
      if (state.peek() === 'sent') state.value = 'closed';
    },
  };
}

/** Checks the template's props; throws a `TypeError` naming the bad field. */
export function parsePreorderProps(raw: unknown): PreorderProps {
  return parseProductProps(raw);
}
