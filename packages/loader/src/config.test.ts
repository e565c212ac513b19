import { readPageConfig } from './config';

const defaults = { sessid: '', user: { isAuth: false, email: '' }, endpoints: {}, mode: 'normal' };

const writeConfig = (json: string) => {
  document.head.innerHTML = `<script type="application/json" id="shop-islands-config">${json}</script>`;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

test('reads the config and keeps keys the loader does not know', () => {
  writeConfig(
    `{"sessid":"abc123","user":{"isAuth":true,"email":"ivan@example.ru"},"endpoints":{"add2BasketByID":"/local/ajax/add.php"},"mode":"opt","pageSize":24}`,
  );
  expect(readPageConfig(document, window)).toEqual({
    sessid: 'abc123',
    user: { isAuth: true, email: 'ivan@example.ru' },
    endpoints: { add2BasketByID: '/local/ajax/add.php' },
    mode: 'opt',
    pageSize: 24,
  });
});

test('fills in the defaults for missing keys', () => {
  writeConfig(`{"sessid":"abc123"}`);
  expect(readPageConfig(document, window)).toEqual({ ...defaults, sessid: 'abc123' });
});

test('gives the defaults when there is no config', () => {
  expect(readPageConfig(document, window)).toEqual(defaults);
});

test('gives the defaults and logs an error for invalid JSON', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  writeConfig(`{"sessid": "abc", }`);
  expect(readPageConfig(document, window)).toEqual(defaults);
  expect(error).toHaveBeenCalledWith('[shop-islands] bad #shop-islands-config', expect.any(SyntaxError));
});

test("takes sessid from Bitrix's core when the config has none", () => {
  vi.stubGlobal('BX', { bitrix_sessid: () => 'bx-sessid' });
  writeConfig(`{"sessid":"","mode":"normal"}`);
  expect(readPageConfig(document, window).sessid).toBe('bx-sessid');
  document.head.innerHTML = '';
  expect(readPageConfig(document, window).sessid).toBe('bx-sessid');
});

test("reads Bitrix's sessid when it is used, not once: the core may learn or renew it later", () => {
  let current = '';
  vi.stubGlobal('BX', { bitrix_sessid: () => current });
  writeConfig(`{"mode":"normal"}`);
  const config = readPageConfig(document, window);
  expect(config.sessid).toBe('');
  current = 'renewed';
  expect(config.sessid).toBe('renewed');
});

test("prefers the config's sessid over Bitrix's core", () => {
  vi.stubGlobal('BX', { bitrix_sessid: () => 'bx-sessid' });
  writeConfig(`{"sessid":"from-config"}`);
  expect(readPageConfig(document, window).sessid).toBe('from-config');
});
