import { filledValues } from './auth-form.filled';

/** The fallback's nodes as the island receives them. */
function fallbackOf(html: string): ChildNode[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  return Array.from(host.childNodes);
}

const FALLBACK = `<form>
  <input name="USER_LOGIN" value="ivan@example.ru">
  <input name="USER_PASSWORD" type="password" value="secret">
  <input name="captcha_word" value="">
  <input name="sessid" type="hidden" value="demo">
</form><form><input name="code" value="48"></form>`;

describe('filledValues (docs/islands/auth-form.md#markup-to-copy)', () => {
  it('takes what was filled into the fallback’s fields, and nothing empty or hidden', () => {
    expect(filledValues(fallbackOf(FALLBACK), [])).toEqual({ USER_LOGIN: 'ivan@example.ru', USER_PASSWORD: 'secret', code: '48' });
  });

  it('leaves a field the shopper typed into while loading to the replay, so no key is typed twice', () => {
    const fallback = fallbackOf(FALLBACK);
    const code = (fallback[1] as Element).querySelector('input')!;
    code.defaultValue = '';
    code.value = '4';
    const key = new KeyboardEvent('keydown', { key: '8' });
    code.dispatchEvent(key);
    expect(filledValues(fallback, [key])).toEqual({ USER_LOGIN: 'ivan@example.ru', USER_PASSWORD: 'secret' });
  });
});
