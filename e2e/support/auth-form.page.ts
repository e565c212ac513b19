import type { Locator, Page } from 'playwright-core';
import { authData, DEMO_EXTRA_PATHS, DEMO_SESSID } from '@shop-islands/dev-server';
import { baseUrl, waitForReconciled } from './browser';

/** The demo contacts of the login page: one whose resend is sent, one whose resend is refused. */
export const CONTACTS = {
  ok: authData.contacts.find((contact) => !contact.blocked)!,
  blocked: authData.contacts.find((contact) => contact.blocked)!,
};

/** Signs the demo session in by its SMS code, as the code form would (the backend has one session). */
export async function signIn(): Promise<void> {
  const body = new URLSearchParams({ contactID: CONTACTS.ok.contactId, code: CONTACTS.ok.code });
  const answer = await fetch(`${baseUrl()}${DEMO_EXTRA_PATHS.authByCode}?sessid=${encodeURIComponent(DEMO_SESSID)}`, { method: 'POST', body });
  if (!answer.ok) throw new Error(`authByCode answered ${answer.status}`);
}

/** Page model of the `auth-form` island on `/login/` (docs/islands/auth-form.md). */
export class AuthFormPage {
  constructor(readonly page: Page) {}

  get island(): Locator {
    return this.page.locator('main [data-island="auth-form"]');
  }

  status(): Promise<string | null> {
    return this.island.getAttribute('data-island-status');
  }

  state(): Promise<string | null> {
    return this.island.locator('.si-auth-form').getAttribute('data-state');
  }

  captchaImage(): Locator {
    return this.island.getByRole('img', { name: 'Код для проверки (картинка)' });
  }

  captchaField(): Locator {
    return this.island.getByRole('textbox', { name: 'Введите код с картинки' });
  }

  captchaSid(): Promise<string> {
    return this.island.locator('input[name="captcha_sid"]').inputValue();
  }

  /** The fallback's link before the island, its button after: both are named so. */
  refreshCaptcha(): Locator {
    return this.island.locator('[data-part="refresh-captcha"]');
  }

  codeField(): Locator {
    return this.island.getByRole('textbox', { name: 'Код из SMS' });
  }

  resend(): Locator {
    return this.island.locator('[data-part="resend"]');
  }

  /** The resend's success line, or null when none shows. */
  async successText(): Promise<string | null> {
    const line = this.island.locator('.si-auth-form__success');
    return (await line.count()) ? line.textContent() : null;
  }

  /** The resend's error block: its text and whether it shows. */
  async errorBlock(): Promise<{ text: string; visible: boolean }> {
    const block = this.island.locator('section').nth(1).locator('[role="alert"]');
    return { text: (await block.textContent()) ?? '', visible: await block.isVisible() };
  }

  captchaError(): Promise<string | null> {
    return this.island.locator('.captcha [role="alert"]').textContent();
  }

  logout(): Locator {
    return this.island.locator('[data-part="logout"]');
  }

  announcement(): Promise<string | null> {
    return this.page.locator('#si-live-region').textContent();
  }

  headerCount(counter: 'basket_count' | 'compare_count'): Promise<string | null> {
    return this.page.locator(`.site-header .${counter}`).first().textContent();
  }

  storedList(key: 'basketItems' | 'compareItems'): Promise<unknown> {
    return this.page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
  }

  /** Waits until getVars.php has been merged into the store. */
  async waitForStore(): Promise<void> {
    await waitForReconciled(this.page);
    await this.page.waitForFunction(() => localStorage.getItem('basketItems') !== null && localStorage.getItem('compareItems') !== null);
  }

  /** Counts the requests to a call's path from now on. */
  countRequests(path: string): () => number {
    let seen = 0;
    this.page.on('request', (request) => {
      if (new URL(request.url()).pathname === path) seen += 1;
    });
    return () => seen;
  }
}
