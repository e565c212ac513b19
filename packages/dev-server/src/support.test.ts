// @vitest-environment node
import { captchas } from './data';
import { DEMO_SESSID, FIXED_PATHS, SESSION_EXPIRED_MESSAGE } from './endpoints';
import { toFormBody } from './form';
import { SUPPORT_ERRORS } from './handlers/support';
import { get, url, useBackend } from './test-helpers';

const backend = useBackend();

async function submit(fields: Record<string, string>, sessid: string | null = DEMO_SESSID) {
  const response = await fetch(url(FIXED_PATHS.supportForm, sessid === null ? {} : { sessid }), {
    method: 'POST',
    body: toFormBody(fields),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function validFields(): Promise<Record<string, string>> {
  const sid = await (await get(FIXED_PATHS.reloadCaptcha)).text();
  const code = captchas.find((c) => c.sid === sid)?.code ?? '';
  return { name: 'Иван', city: 'Казань', phone: '+7 (916) 123-45-67', question: 'Подойдёт ли A93 к Kia Rio?', captcha_sid: sid, captcha_word: code.toLowerCase() };
}

describe('supportForm.php', () => {
  it('answers empty text when the form is accepted', async () => {
    const fields = await validFields();
    expect(await submit(fields)).toEqual({ status: 200, type: 'text/plain; charset=utf-8', text: '' });
    expect(backend.state.session(DEMO_SESSID).supportRequests).toEqual([fields]);
    expect((await submit({ ...fields, phone: '89161234567' })).text).toBe('');
  });

  it('answers the error text in Russian', async () => {
    const fields = await validFields();
    expect((await submit({ ...fields, captcha_word: 'WRONG' })).text).toBe('Неверно введён код с картинки');
    expect((await submit({ ...fields, captcha_sid: 'unknown' })).text).toBe(SUPPORT_ERRORS.captcha);
    expect((await submit({ ...fields, phone: '' })).text).toBe('Укажите номер телефона');
    expect((await submit({ ...fields, phone: '+7 (916) 123-45' })).text).toBe(
      'Неверный формат телефона. Укажите номер в формате +7 (999) 999-99-99',
    );
    expect((await submit({ ...fields, city: '' })).text).toBe('Выберите город');
    expect(backend.state.session(DEMO_SESSID).supportRequests).toEqual([]);
  });

  it('answers 403 with the text when sessid is missing from the query', async () => {
    expect(await submit(await validFields(), null)).toEqual({ status: 403, type: 'text/plain; charset=utf-8', text: SESSION_EXPIRED_MESSAGE });
  });
});
