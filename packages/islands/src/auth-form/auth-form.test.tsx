import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthCodeResend, CaptchaRefresh } from '@shop-islands/api';
import { deferred } from '../runtime/testkit';
import { manualClock } from '../ui/clock.testkit';
import { createAuthFormModel } from './auth-form.model';
import type { AuthFormProps } from './auth-form.props';
import { accountProps, codeRefused, codeSent, loginProps, newCaptcha, noCaptcha } from './auth-form.testkit';
import { AuthFormView } from './auth-form.view';

function renderAuthForm(
  options: {
    props?: AuthFormProps;
    refresh?: () => Promise<CaptchaRefresh>;
    resend?: () => Promise<AuthCodeResend>;
  } = {},
) {
  const clock = manualClock();
  const calls = { refresh: 0, resend: 0, logout: 0, visited: [] as string[] };
  const props = options.props ?? loginProps;
  const model = createAuthFormModel({
    props,
    api: {
      refreshCaptcha: () => {
        calls.refresh += 1;
        return options.refresh ? options.refresh() : Promise.resolve(newCaptcha);
      },
      resendAuthCode: () => {
        calls.resend += 1;
        return options.resend ? options.resend() : Promise.resolve(codeSent);
      },
    },
    store: { logout: () => void (calls.logout += 1) },
    clock,
    navigate: (url) => {
      calls.visited.push(url);
      // As the island's `leavePage`: settles on the page's next `pageshow` (the test fires it).
      return new Promise<void>((resolve) => window.addEventListener('pageshow', () => resolve(), { once: true }));
    },
    shownAgain: () => new Promise<void>((resolve) => window.addEventListener('pageshow', () => resolve(), { once: true })),
  });
  const view = render(<AuthFormView model={model} props={props} sessid="demo-sessid" />);
  return { model, clock, calls, view };
}

describe('auth-form view', () => {
  it('renders the password form as a real form that posts without scripts', () => {
    const { view } = renderAuthForm();
    const form = screen.getByRole('textbox', { name: 'E-mail или телефон' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/login/?login=yes');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('img', { name: 'Код для проверки (картинка)' })).toHaveAttribute('src', loginProps.captchaImage);
    expect(view.container.querySelector('input[name="captcha_sid"]')).toHaveValue('a1');
    expect(view.container.querySelector('input[name="sessid"]')).toHaveValue('demo-sessid');
    const captchaWord = screen.getByRole('textbox', { name: 'Введите код с картинки' });
    expect(captchaWord).toHaveAttribute('name', 'captcha_word');
    expect(captchaWord).toHaveAttribute('autocomplete', 'off');
    expect(captchaWord).toHaveAttribute('spellcheck', 'false');
  });

  it('starts with what the browser filled into the fallback’s fields', () => {
    const props = loginProps;
    const model = createAuthFormModel({
      props,
      api: { refreshCaptcha: () => Promise.resolve(newCaptcha), resendAuthCode: () => Promise.resolve(codeSent) },
      store: { logout: () => {} },
      clock: manualClock(),
      navigate: () => {},
    });
    render(<AuthFormView model={model} props={props} sessid="s" filled={{ USER_LOGIN: 'ivan@example.ru', USER_PASSWORD: 'secret', code: '48' }} />);
    expect(screen.getByRole('textbox', { name: 'E-mail или телефон' })).toHaveValue('ivan@example.ru');
    expect(screen.getByLabelText('Пароль')).toHaveValue('secret');
    expect(screen.getByRole('textbox', { name: 'Код из SMS' })).toHaveValue('48');
    expect(screen.getByRole('textbox', { name: 'Введите код с картинки' })).toHaveValue('');
  });

  it('offers the SMS code field for one-time codes, with a label', () => {
    renderAuthForm();
    const code = screen.getByRole('textbox', { name: 'Код из SMS' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('name', 'code');
    expect(code.closest('form')).toHaveAttribute('action', loginProps.codeAction);
    expect(screen.getByText('+7 (916) ***-**-17')).toBeInTheDocument();
  });

  it('shows the new captcha and empties the typed code after a refresh', async () => {
    const user = userEvent.setup();
    const { view } = renderAuthForm();
    await user.type(screen.getByRole('textbox', { name: 'Введите код с картинки' }), 'QWE');
    await user.click(screen.getByRole('button', { name: 'Обновить картинку' }));
    expect(await screen.findByRole('img', { name: 'Код для проверки (картинка)' })).toHaveAttribute('src', newCaptcha.ok ? newCaptcha.desc.captchaImg : '');
    expect(view.container.querySelector('input[name="captcha_sid"]')).toHaveValue('b2');
    expect(screen.getByRole('textbox', { name: 'Введите код с картинки' })).toHaveValue('');
  });

  it('says the picture is being refreshed and keeps the focus on the button until it comes', async () => {
    const user = userEvent.setup();
    const answer = deferred<CaptchaRefresh>();
    renderAuthForm({ refresh: () => answer.promise });
    await user.click(screen.getByRole('button', { name: 'Обновить картинку' }));
    const refreshing = screen.getByRole('button', { name: 'Обновляем картинку…' });
    expect(refreshing).toHaveAttribute('aria-disabled', 'true');
    expect(refreshing).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Код для проверки (картинка)' }).closest('.captcha')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve(newCaptcha));
    const refresh = screen.getByRole('button', { name: 'Обновить картинку' });
    expect(refresh).not.toHaveAttribute('aria-disabled');
    expect(refresh).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Код для проверки (картинка)' }).closest('.captcha')).not.toHaveAttribute('aria-busy');
  });

  it('says the refresh failed and keeps the old captcha', async () => {
    const user = userEvent.setup();
    const { view } = renderAuthForm({ refresh: () => Promise.resolve(noCaptcha) });
    await user.click(screen.getByRole('button', { name: 'Обновить картинку' }));
    expect(await screen.findByText(/^Не удалось обновить картинку/)).toHaveAttribute('role', 'alert');
    expect(view.container.querySelector('input[name="captcha_sid"]')).toHaveValue('a1');
    expect(screen.getByRole('textbox', { name: 'Введите код с картинки' })).toHaveAccessibleDescription(/Не удалось обновить картинку/);
  });

  it('shows the success message and a countdown in Russian after a resend', async () => {
    const user = userEvent.setup();
    const { clock, view } = renderAuthForm();
    const resend = screen.getByRole('button', { name: 'Отправить код повторно' });
    await user.click(resend);
    expect(await screen.findByText(codeSent.success_msg)).toBeInTheDocument();
    expect(resend).toHaveTextContent('Отправить код повторно через 60 секунд');
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveFocus();
    expect(view.container.querySelector('[role="alert"]:not(:empty)')).toBeNull();
    // The countdown is seen, not heard each second: the button's name stays as it was.
    expect(resend).toHaveAccessibleName('Отправить код повторно');
    act(() => clock.tick(39_000));
    expect(resend).toHaveTextContent('Отправить код повторно через 21 секунду');
    expect(resend).toHaveAccessibleName('Отправить код повторно');
    act(() => clock.tick(21_000));
    expect(resend).toHaveTextContent(/^Отправить код повторно$/);
    expect(resend).not.toHaveAttribute('aria-disabled');
  });

  it('shows the server’s error message as text in the error block', async () => {
    const user = userEvent.setup();
    renderAuthForm({ resend: () => Promise.resolve({ ...codeRefused, error_msg: '<b>Слишком часто</b>' }) });
    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    const alert = await screen.findByText('<b>Слишком часто</b>');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert.querySelector('b')).toBeNull();
    expect(alert).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Код из SMS' })).toHaveAccessibleDescription('<b>Слишком часто</b>');
  });

  it('empties the alert while a resend runs, so a second refusal with the same text is read out again', async () => {
    const user = userEvent.setup();
    let answer = deferred<AuthCodeResend>();
    renderAuthForm({ resend: () => answer.promise });
    const resend = screen.getByRole('button', { name: 'Отправить код повторно' });
    await user.click(resend);
    await act(async () => answer.resolve(codeRefused));
    const alert = screen.getByText(codeRefused.error_msg);
    expect(alert).toHaveAttribute('role', 'alert');
    answer = deferred<AuthCodeResend>();
    await user.click(resend);
    expect(alert).toBeEmptyDOMElement();
    await act(async () => answer.resolve(codeRefused));
    expect(alert).toHaveTextContent(codeRefused.error_msg);
    expect(alert).toBeVisible();
  });

  it('hides the error block once a resend succeeds', async () => {
    const user = userEvent.setup();
    let answer = codeRefused;
    const { view } = renderAuthForm({ resend: () => Promise.resolve(answer) });
    const resend = screen.getByRole('button', { name: 'Отправить код повторно' });
    await user.click(resend);
    expect(await screen.findByText(codeRefused.error_msg)).toBeVisible();
    answer = codeSent;
    await user.click(resend);
    expect(await screen.findByText(codeSent.success_msg)).toBeInTheDocument();
    const block = view.container.querySelector('.si-auth-form__error[hidden]');
    expect(block).not.toBeNull();
    expect(block).toBeEmptyDOMElement();
  });

  it('sends one request for a double click', async () => {
    const user = userEvent.setup();
    const answer = deferred<AuthCodeResend>();
    const { calls } = renderAuthForm({ resend: () => answer.promise });
    await user.dblClick(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(screen.getByRole('button', { name: 'Отправляем код…' })).toBeInTheDocument();
    await act(async () => answer.resolve(codeSent));
    expect(calls.resend).toBe(1);
  });

  it('sends a login form once: a second «Войти» while the answer loads is held back, until the page is shown again', async () => {
    renderAuthForm();
    const [passwordForm, codeForm] = screen.getAllByRole('button', { name: 'Войти' }).map((button) => button.closest('form')!);
    // fireEvent returns false when the default (the browser's post) was prevented.
    expect(fireEvent.submit(passwordForm!)).toBe(true);
    for (const button of screen.getAllByRole('button', { name: 'Войти' })) expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(fireEvent.submit(passwordForm!)).toBe(false);
    expect(fireEvent.submit(codeForm!)).toBe(false);
    act(() => void window.dispatchEvent(new Event('pageshow')));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Войти' })[1]).not.toHaveAttribute('aria-disabled'));
    expect(fireEvent.submit(codeForm!)).toBe(true);
  });

  it('signed in: «Выйти» clears the lists and follows the logout link', async () => {
    const user = userEvent.setup();
    const { calls } = renderAuthForm({ props: accountProps });
    expect(screen.queryByRole('textbox')).toBeNull();
    const logout = screen.getByRole('link', { name: 'Выйти' });
    expect(logout).toHaveAttribute('href', accountProps.logoutUrl);
    await user.click(logout);
    expect(calls.logout).toBe(1);
    expect(calls.visited).toEqual([accountProps.logoutUrl]);
    expect(screen.getByRole('link', { name: 'Выходим…' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('signed in: back from the logout page (the browser’s cached page), «Выйти» works again', async () => {
    const user = userEvent.setup();
    const { calls } = renderAuthForm({ props: accountProps });
    await user.click(screen.getByRole('link', { name: 'Выйти' }));
    const leaving = screen.getByRole('link', { name: 'Выходим…' });
    expect(leaving).toHaveFocus();
    await user.click(leaving);
    expect(calls.visited).toHaveLength(1);
    fireEvent(window, new Event('pageshow'));
    const logout = await screen.findByRole('link', { name: 'Выйти' });
    expect(logout).not.toHaveAttribute('aria-disabled');
    expect(logout).toHaveFocus();
    await user.click(logout);
    expect(calls.logout).toBe(2);
    expect(calls.visited).toEqual([accountProps.logoutUrl, accountProps.logoutUrl]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Выходим…' })).toHaveAttribute('aria-disabled', 'true'));
  });
});
