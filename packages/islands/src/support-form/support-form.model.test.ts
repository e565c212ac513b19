import { ApiError, type SupportFormFields, type SupportFormResult } from '@shop-islands/api';
import { captchaImageFor, createSupportFormModel, parseSupportFormProps } from './support-form.model';
import { deferred } from '../runtime/testkit';

/** A promise the test settles when it wants. */
const FIRST = { sid: 'aaa111', image: '/bitrix/tools/captcha.php?captcha_sid=aaa111' };
const FIELDS = [
  { name: 'city', value: 'Москва' },
  { name: 'phone', value: '+7 (912) 345-67-89' },
  { name: 'captcha_sid', value: 'stale' },
  { name: 'captcha_word', value: 'ABCDE' },
];

function setup(answers: { submit?: () => Promise<SupportFormResult>; reload?: () => Promise<string> } = {}) {
  const sent: SupportFormFields[] = [];
  let reloads = 0;
  const model = createSupportFormModel({
    captcha: FIRST,
    api: {
      supportForm: (fields) => {
        sent.push(fields);
        return answers.submit ? answers.submit() : Promise.resolve({ error: '' });
      },
      reloadCaptcha: () => {
        reloads += 1;
        return answers.reload ? answers.reload() : Promise.resolve(`new${reloads}`);
      },
    },
  });
  return { model, sent, reloads: () => reloads };
}

describe('support-form model', () => {
  it('sends the serialised form with the captcha sid shown now', async () => {
    const { model, sent } = setup();
    await model.submit(FIELDS);
    expect(sent).toEqual([
      [
        { name: 'city', value: 'Москва' },
        { name: 'phone', value: '+7 (912) 345-67-89' },
        { name: 'captcha_word', value: 'ABCDE' },
        { name: 'captcha_sid', value: 'aaa111' },
      ],
    ]);
  });

  it('is sending during the call and sends nothing on a second submit', async () => {
    const answer = deferred<SupportFormResult>();
    const { model, sent } = setup({ submit: () => answer.promise });
    const first = model.submit(FIELDS);
    expect(model.state.value).toBe('sending');
    void model.submit(FIELDS);
    expect(sent).toHaveLength(1);
    answer.resolve({ error: '' });
    await first;
    expect(model.state.value).toBe('sent');
  });

  it('shows success, asks to clear the fields and reloads the captcha when the error text is empty', async () => {
    const { model, reloads } = setup();
    await model.submit(FIELDS);
    expect(model.state.value).toBe('sent');
    expect(model.errorText.value).toBe('');
    expect(model.acceptedCount.value).toBe(1);
    expect(reloads()).toBe(1);
    expect(model.captcha.value).toEqual({ sid: 'new1', image: '/bitrix/tools/captcha.php?captcha_sid=new1' });
  });

  it('shows the server error text, keeps the fields and reloads the captcha', async () => {
    const { model, reloads } = setup({ submit: () => Promise.resolve({ error: 'Неверно введён код с картинки' }) });
    await model.submit(FIELDS);
    expect(model.state.value).toBe('refused');
    expect(model.errorText.value).toBe('Неверно введён код с картинки');
    expect(model.acceptedCount.value).toBe(0);
    expect(reloads()).toBe(1);
    expect(model.captcha.value.sid).toBe('new1');
  });

  it('hides the error once a later submit is accepted', async () => {
    let error = 'Укажите номер телефона';
    const { model } = setup({ submit: () => Promise.resolve({ error }) });
    await model.submit(FIELDS);
    error = '';
    await model.submit(FIELDS);
    expect(model.state.value).toBe('sent');
    expect(model.errorText.value).toBe('');
  });

  it.each([
    ['a 500', new ApiError('http', 'HTTP 500', { url: '/local/ajax/supportForm.php' }), 'Ошибка сервера. Попробуйте позже.'],
    ['a timeout', new ApiError('timeout', 'timed out', { url: '/local/ajax/supportForm.php' }), 'Сервер не ответил вовремя. Попробуйте ещё раз.'],
    ['a malformed answer', new ApiError('malformed', 'bad', { url: '/local/ajax/supportForm.php' }), 'Сервер прислал непонятный ответ. Попробуйте позже.'],
  ])('says what happened after %s, keeps the fields and reloads the captcha', async (_name, failure, text) => {
    const { model, reloads } = setup({ submit: () => Promise.reject(failure) });
    await model.submit(FIELDS);
    expect(model.state.value).toBe('failed');
    expect(model.errorText.value).toBe(text);
    expect(model.acceptedCount.value).toBe(0);
    expect(reloads()).toBe(1);
  });

  it('keeps the picture and offers a retry when the captcha reload fails', async () => {
    let fail = true;
    const { model } = setup({ reload: () => (fail ? Promise.reject(new ApiError('http', 'HTTP 500', { url: '/local/ajax/supportForm.php' })) : Promise.resolve('bbb222')) });
    await model.reloadCaptcha();
    expect(model.captchaState.value).toBe('failed');
    expect(model.captcha.value).toEqual(FIRST);
    fail = false;
    await model.reloadCaptcha();
    expect(model.captchaState.value).toBe('ready');
    expect(model.captcha.value.sid).toBe('bbb222');
  });

  it('shows only the latest captcha when two reloads cross', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { model } = setup({ reload: () => answers[call++]!.promise });
    const older = model.reloadCaptcha();
    const newer = model.reloadCaptcha();
    expect(model.captchaState.value).toBe('loading');
    answers[1]!.resolve('newer');
    await newer;
    answers[0]!.resolve('older');
    await older;
    expect(model.captcha.value.sid).toBe('newer');
    expect(model.captchaState.value).toBe('ready');
  });

  it('builds the picture address of a new sid from the one the server printed', () => {
    expect(captchaImageFor('/bitrix/tools/captcha.php?captcha_sid=aaa', 'bbb')).toBe('/bitrix/tools/captcha.php?captcha_sid=bbb');
    expect(captchaImageFor('https://cdn.example.ru/captcha.php?x=1', 'bbb')).toBe('https://cdn.example.ru/captcha.php?x=1&captcha_sid=bbb');
  });

  it('checks the props', () => {
    const props = { captchaSid: 'aaa', captchaImage: '/c.php?captcha_sid=aaa', cities: [{ city_name: 'Москва', country_name: 'Россия' }] };
    expect(parseSupportFormProps(props)).toEqual({ ...props, city: '' });
    expect(() => parseSupportFormProps({ ...props, captchaSid: '' })).toThrow(TypeError);
    expect(() => parseSupportFormProps({ ...props, cities: [{ city_name: 'Москва' }] })).toThrow(/props\.cities\[0\]\.country_name/);
  });
});
