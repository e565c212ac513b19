import { russianValidity } from './field-validity';

/** A form with one field of each kind the islands check, its validity words in Russian. */
function form() {
  const element = document.createElement('form');
  element.innerHTML = `
    <input name="name" required>
    <input name="email" type="email" value="abc">
    <input name="code" pattern="[0-9]{4}" value="12">
    <input name="zip" pattern="[0-9]{6}" value="12">
    <select name="city" required><option value="">Выберите</option><option>Казань</option></select>
    <input name="agree" type="checkbox" required>`;
  document.body.append(element);
  const undo = russianValidity(element, { code: 'Введите 4 цифры кода из SMS.' });
  const field = (name: string) => element.elements.namedItem(name) as HTMLInputElement;
  return { element, undo, field };
}

describe('the browser\'s checks of a form, said in Russian (docs/embedding.md#browsers)', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives every failing field its Russian text when the form is checked', () => {
    const { element, field } = form();
    expect(element.checkValidity()).toBe(false);
    expect(field('name').validationMessage).toBe('Заполните это поле.');
    expect(field('email').validationMessage).toBe('Введите адрес электронной почты, например name@mail.ru.');
    expect(field('code').validationMessage).toBe('Введите 4 цифры кода из SMS.');
    expect(field('zip').validationMessage).toBe('Введите данные в указанном формате.');
    expect(field('city').validationMessage).toBe('Выберите вариант из списка.');
    expect(field('agree').validationMessage).toBe('Отметьте этот флажок, чтобы продолжить.');
  });

  it('lets a field the shopper corrects pass at once, and says what still fails', () => {
    const { element, field } = form();
    element.checkValidity();
    field('name').value = 'Иван';
    field('name').dispatchEvent(new Event('input', { bubbles: true }));
    expect(field('name').validity.valid).toBe(true);
    field('code').value = '123';
    field('code').dispatchEvent(new Event('input', { bubbles: true }));
    element.checkValidity();
    expect(field('code').validationMessage).toBe('Введите 4 цифры кода из SMS.');
    field('code').value = '1234';
    field('code').dispatchEvent(new Event('input', { bubbles: true }));
    expect(field('code').validity.valid).toBe(true);
    const city = element.elements.namedItem('city') as HTMLSelectElement;
    city.value = 'Казань';
    city.dispatchEvent(new Event('change', { bubbles: true }));
    expect(city.validity.valid).toBe(true);
  });

  it('leaves the form alone once undone', () => {
    const { element, field, undo } = form();
    undo();
    element.checkValidity();
    expect(field('name').validity.customError).toBe(false);
  });
});
