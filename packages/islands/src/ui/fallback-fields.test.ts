import { fallbackFields, fallbackForm } from './fallback-fields';

/** The fallback's nodes as the island receives them. */
function fallbackOf(html: string): ChildNode[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  return Array.from(host.childNodes);
}

const FORM = `<form>
  <select name="city"><option value="">Выберите город</option><option selected>Москва</option><option>Казань</option></select>
  <input name="name" value="Иван">
  <input name="email" type="email">
  <textarea name="message">Вопрос по установке</textarea>
  <input name="sessid" type="hidden" value="demo">
  <input name="agree" type="checkbox" value="Y" checked>
</form>`;

const field = <E extends Element>(fallback: ChildNode[], selector: string) => (fallback[0] as Element).querySelector<E>(selector)!;

describe('fallbackFields (docs/embedding.md#hydration)', () => {
  it('gives what the server printed, by name, leaving out empty, hidden and tick-box fields', () => {
    expect(fallbackFields(fallbackOf(FORM), [])).toEqual({ city: 'Москва', name: 'Иван', message: 'Вопрос по установке' });
  });

  it('gives what was chosen, pasted or autofilled since', () => {
    const fallback = fallbackOf(FORM);
    field<HTMLSelectElement>(fallback, 'select').value = 'Казань';
    field<HTMLInputElement>(fallback, '[name=email]').value = 'ivan@example.ru';
    field<HTMLTextAreaElement>(fallback, 'textarea').value = 'Вставленный текст';
    expect(fallbackFields(fallback, [])).toEqual({ city: 'Казань', name: 'Иван', email: 'ivan@example.ru', message: 'Вставленный текст' });
  });

  it('gives a text field the shopper typed into what the server printed, as the loader replays the keys; a select keeps its choice', () => {
    const fallback = fallbackOf(FORM);
    const name = field<HTMLInputElement>(fallback, '[name=name]');
    const city = field<HTMLSelectElement>(fallback, 'select');
    name.value = 'Иван П';
    city.value = 'Казань';
    const keys = [name, city].map((target) => {
      const key = new KeyboardEvent('keydown', { key: 'П' });
      target.dispatchEvent(key);
      return key;
    });
    expect(fallbackFields(fallback, keys)).toEqual({ city: 'Казань', name: 'Иван', message: 'Вопрос по установке' });
  });

  it('reads fields given as the fallback itself, the first of a name winning', () => {
    expect(fallbackFields(fallbackOf('<input name="q" value="сигнализация"> text <input name="q" value="другое">'), [])).toEqual({ q: 'сигнализация' });
  });
});

describe('fallbackForm (docs/embedding.md#hydration)', () => {
  it("gives the fallback form's action and method, whether the form is the fallback or inside it", () => {
    expect(fallbackForm(fallbackOf(`<form method="post" action="/local/ajax/supportForm.php?sessid=demo"><input name="name"></form>`))).toEqual({
      action: '/local/ajax/supportForm.php?sessid=demo',
      method: 'post',
    });
    expect(fallbackForm(fallbackOf(`<p>Подбор</p>\n<div><form method="get" action="/wizard/"><select name="carBrand"></select></form></div>`))).toEqual({ action: '/wizard/', method: 'get' });
  });

  it('gives nothing the fallback does not say: the island\'s form then has neither', () => {
    expect(fallbackForm(fallbackOf(`<form><input name="name"></form>`))).toEqual({ action: undefined, method: undefined });
    expect(fallbackForm(fallbackOf(`<a href="/support/">Написать в поддержку</a>`))).toEqual({});
  });
});
