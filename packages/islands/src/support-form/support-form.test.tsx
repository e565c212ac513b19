import type { SupportFormFields, SupportFormResult } from '@shop-islands/api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSupportFormModel, type SupportFormProps } from './support-form.model';
import { SupportFormView } from './support-form.view';
import { deferred } from '../runtime/testkit';

const PROPS: SupportFormProps = {
  captchaSid: 'aaa111',
  captchaImage: '/bitrix/tools/captcha.php?captcha_sid=aaa111',
  city: '',
  cities: [
    { city_name: 'Москва', country_name: 'Россия' },
    { city_name: 'Алматы', country_name: 'Казахстан' },
    { city_name: 'Казань', country_name: 'Россия' },
  ],
};

/** A promise the test settles when it wants. */
function renderForm(
  options: { answer?: () => Promise<SupportFormResult>; reload?: () => Promise<string>; defaults?: Record<string, string>; city?: string } = {},
) {
  const sent: SupportFormFields[] = [];
  let reloads = 0;
  const model = createSupportFormModel({
    captcha: { sid: PROPS.captchaSid, image: PROPS.captchaImage },
    api: {
      supportForm: (fields) => {
        sent.push(fields);
        return options.answer ? options.answer() : Promise.resolve({ error: '' });
      },
      reloadCaptcha: () => (options.reload ? options.reload() : Promise.resolve(`new${(reloads += 1)}`)),
    },
  });
  render(<SupportFormView model={model} props={{ ...PROPS, city: options.city ?? '' }} defaults={options.defaults} />);
  return { sent, model };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Отправ/ });

/** Fills what the form requires. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Город/ }), 'Казань');
  await user.type(screen.getByRole('textbox', { name: /Телефон/ }), '9123456789');
  await user.type(field('Вопрос'), 'Не заводится');
  await user.type(field('Введите код'), 'ABCDE');
}

describe('support-form view', () => {
  it('lists the cities under their countries, with the chosen one selected', () => {
    renderForm({ city: 'Алматы' });
    const select = screen.getByRole('combobox', { name: /Город/ }) as HTMLSelectElement;
    expect(select.value).toBe('Алматы');
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Россия', 'Казахстан']);
    expect(screen.getByRole('group', { name: 'Россия' }).textContent).toBe('МоскваКазань');
  });

  it('keeps what the server printed into the fallback fields', () => {
    renderForm({ defaults: { message: 'Хочу оформить предзаказ: StarLine S96' } });
    expect(field('Вопрос').value).toBe('Хочу оформить предзаказ: StarLine S96');
  });

  it('shows the captcha picture with its sid and refreshes it', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('img', { name: 'Код для проверки (картинка)' }).getAttribute('src')).toBe('/bitrix/tools/captcha.php?captcha_sid=aaa111');
    await user.click(screen.getByRole('button', { name: 'Обновить картинку' }));
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('/bitrix/tools/captcha.php?captcha_sid=new1'));
    expect((document.querySelector('input[name="captcha_sid"]') as HTMLInputElement).value).toBe('new1');
  });

  it('says a new picture is on its way, then that it failed, and keeps the old picture', async () => {
    const user = userEvent.setup();
    const reload = deferred<string>();
    renderForm({ reload: () => reload.promise });
    await user.click(screen.getByRole('button', { name: 'Обновить картинку' }));
    const word = screen.getByRole('textbox', { name: /Введите код с картинки/ });
    expect(screen.getByText('Загружаем новую картинку…')).toHaveAttribute('role', 'status');
    expect(word).toHaveAccessibleDescription('Загружаем новую картинку…');
    await act(async () => reload.reject(new TypeError('Failed to fetch')));
    expect(screen.getByText('Не удалось загрузить новую картинку. Нажмите «Обновить картинку».')).toHaveAttribute('role', 'status');
    expect(word).toHaveAccessibleDescription('Не удалось загрузить новую картинку. Нажмите «Обновить картинку».');
    expect(screen.queryByText('Загружаем новую картинку…')).toBeNull();
    expect(screen.getByRole('img', { name: 'Код для проверки (картинка)' })).toHaveAttribute('src', PROPS.captchaImage);
  });

  it('keeps the focus on «Обновить картинку» while the picture loads, and a second press asks for nothing more', async () => {
    const user = userEvent.setup();
    const reload = deferred<string>();
    let asked = 0;
    renderForm({ reload: () => ((asked += 1), reload.promise) });
    const refresh = screen.getByRole('button', { name: 'Обновить картинку' });
    refresh.focus();
    await user.keyboard('{Enter}');
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    expect(refresh).toBeEnabled();
    expect(refresh).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(asked).toBe(1);
    await act(async () => reload.resolve('bbb222'));
    expect(refresh).not.toHaveAttribute('aria-disabled');
  });

  it('clears the loading message once the new picture is in', async () => {
    const user = userEvent.setup();
    const reload = deferred<string>();
    renderForm({ reload: () => reload.promise });
    await user.click(screen.getByRole('button', { name: 'Обновить картинку' }));
    expect(screen.getByText('Загружаем новую картинку…')).toBeInTheDocument();
    await act(async () => reload.resolve('bbb222'));
    expect(screen.getByRole('img', { name: 'Код для проверки (картинка)' })).toHaveAttribute('src', '/bitrix/tools/captcha.php?captcha_sid=bbb222');
    expect(screen.queryByText('Загружаем новую картинку…')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Введите код с картинки/ })).toHaveAccessibleDescription('');
  });

  it('masks the phone as it is typed, a leading 8 becoming +7', async () => {
    const user = userEvent.setup();
    renderForm();
    const phone = screen.getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement;
    // The mask's chunk loads after the first render; the view's own import settles first.
    await act(() => import('./support-form.phone'));
    await user.type(phone, '89123456789');
    expect(phone.value).toBe('+7 (912) 345-67-89');
  });

  it('normalises an autofilled number (the whole text replaced at once)', async () => {
    renderForm();
    const phone = screen.getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement;
    await act(() => import('./support-form.phone'));
    // What a browser's autofill does: the value set, then one input event.
    act(() => {
      phone.value = '89123456789';
      phone.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(phone.value).toBe('+7 (912) 345-67-89');
  });

  it('masks what was typed before the mask arrived', async () => {
    renderForm({ defaults: { phone: '8 912 345 67 89' } });
    const phone = screen.getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement;
    await act(() => import('./support-form.phone'));
    expect(phone.value).toBe('+7 (912) 345-67-89');
  });

  it('takes the first keys typed before the mask arrived as the start of the number, and the rest completes it', async () => {
    const user = userEvent.setup();
    renderForm({ defaults: { phone: '8912345678' } });
    const phone = screen.getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement;
    await act(() => import('./support-form.phone'));
    expect(phone.value).toBe('+7 (912) 345-67-8');
    await user.type(phone, '9');
    expect(phone.value).toBe('+7 (912) 345-67-89');
  });

  it('disables the button while sending, then shows the server error and keeps the fields', async () => {
    const answer = deferred<SupportFormResult>();
    const user = userEvent.setup();
    const { sent } = renderForm({ answer: () => answer.promise });
    await fillRequired(user);
    await user.click(submit());
    expect(submit()).toHaveProperty('disabled', true);
    expect(sent[0]).toContainEqual({ name: 'message', value: 'Не заводится' });
    expect(sent[0]).toContainEqual({ name: 'captcha_sid', value: 'aaa111' });
    await act(async () => answer.resolve({ error: 'Неверно введён код с картинки' }));
    expect(screen.getByRole('alert').textContent).toBe('Неверно введён код с картинки');
    expect(screen.queryByText(/Вопрос отправлен/)).toBeNull();
    expect(submit()).toHaveProperty('disabled', false);
    expect(field('Вопрос').value).toBe('Не заводится');
    // The code was for the old picture: emptied, and the focus waits there for the new one.
    await waitFor(() => expect(field('Введите код').value).toBe(''));
    expect(document.activeElement).toBe(field('Введите код'));
  });

  it('shows success, hides the error and empties the text fields but not the city', async () => {
    let error = 'Укажите номер телефона';
    const user = userEvent.setup();
    renderForm({ answer: () => Promise.resolve({ error }) });
    await fillRequired(user);
    await user.click(submit());
    await screen.findByText('Укажите номер телефона');
    error = '';
    await user.type(field('Введите код'), 'FGHIJ');
    await user.click(submit());
    // Said by a status line: a screen reader hears it without the focus moving.
    await screen.findByText(/Вопрос отправлен/);
    expect(screen.getAllByRole('status').some((status) => /Вопрос отправлен/.test(status.textContent ?? ''))).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(field('Вопрос').value).toBe('');
    expect((screen.getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: /Город/ }) as HTMLSelectElement).value).toBe('Казань');
  });

  it('says a failed call failed and loses nothing typed', async () => {
    const user = userEvent.setup();
    renderForm({ answer: () => Promise.reject(new Error('boom')) });
    await fillRequired(user);
    await user.click(submit());
    await screen.findByText('Что-то пошло не так. Попробуйте ещё раз.');
    expect(field('Вопрос').value).toBe('Не заводится');
    expect(screen.getByRole('combobox', { name: /Город/ })).toHaveProperty('value', 'Казань');
  });
});
