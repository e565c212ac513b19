import { CheckError } from '../check';
import { basketAddResult } from './add-to-basket';
import { basketDeleteResult } from './basket-delete';
import { basketQuantityResult } from './basket-quantity';
import { basketState } from './basket-state';
import { carModelList } from './car-models';
import { catalogPage } from './catalog-list';
import { citySuggestions } from './city-suggest';
import { compareAddResult, compareRemoveResult } from './compare-list';
import { compareListState } from './compare-list-state';
import { serverVars } from './get-vars';
import { itemPriceList } from './item-prices';
import { preOrderResult } from './preorder';
import { captchaRefresh } from './refresh-captcha';
import { captchaSid } from './reload-captcha';
import { authCodeResend } from './resend-auth-code';
import { searchSuggestions } from './search-suggest';
import { supportFormResult } from './support-form';
import { wholesaleQuantityResult } from './wholesale-quantity';

const malformed = (check: (value: unknown, path: string) => unknown, value: unknown) =>
  expect(() => check(value, '$')).toThrow(CheckError);

describe('answer checks (the fields read, docs/embedding.md#server-calls)', () => {
  it('captchaRefresh: state 1 carries the captcha; another state carries none', () => {
    expect(captchaRefresh({ state: '1', desc: { captchaSid: 'ab12', captchaImg: '/bitrix/tools/captcha.php?captcha_sid=ab12' } }, '$')).toEqual({
      ok: true,
      state: 1,
      desc: { captchaSid: 'ab12', captchaImg: '/bitrix/tools/captcha.php?captcha_sid=ab12' },
    });
    expect(captchaRefresh({ state: 0, desc: 'Ошибка' }, '$')).toEqual({ ok: false, state: 0, desc: null });
    malformed(captchaRefresh, { state: 1 });
    malformed(captchaRefresh, { state: 1, desc: { captchaSid: 'ab12' } });
    malformed(captchaRefresh, { desc: {} });
  });

  it('authCodeResend: ok only for state 1, messages default to empty', () => {
    expect(authCodeResend({ state: '1', success_msg: 'Код отправлен' }, '$')).toEqual({
      ok: true,
      state: 1,
      success_msg: 'Код отправлен',
      error_msg: '',
    });
    expect(authCodeResend({ state: 2, success_msg: null, error_msg: 'Подождите минуту' }, '$')).toMatchObject({
      ok: false,
      error_msg: 'Подождите минуту',
    });
    malformed(authCodeResend, { success_msg: 'x' });
  });

  it('carModelList: a list of {name} and the code when sent, numeric names printed, other fields dropped', () => {
    expect(carModelList([{ name: 'Camry', id: 5 }, { name: 100 }], '$')).toEqual([{ name: 'Camry', code: '' }, { name: '100', code: '' }]);
    expect(carModelList([{ name: 'Land Cruiser', code: 'land-cruiser' }], '$')).toEqual([{ name: 'Land Cruiser', code: 'land-cruiser' }]);
    expect(carModelList({ '0': { name: 'A' }, '3': { name: 'B' } }, '$')).toEqual([{ name: 'A', code: '' }, { name: 'B', code: '' }]);
    malformed(carModelList, [{ title: 'Camry' }]);
    malformed(carModelList, 'Camry');
  });

  it('citySuggestions: a suggestions list of cities', () => {
    const city = { city_name: 'Москва', country_name: 'Россия', country_code: 'RU' };
    expect(citySuggestions({ suggestions: [city] }, '$')).toEqual({ suggestions: [city] });
    expect(citySuggestions({ suggestions: [] }, '$')).toEqual({ suggestions: [] });
    malformed(citySuggestions, [city]);
    malformed(citySuggestions, { suggestions: [{ country_code: 'RU' }] });
  });

  it('searchSuggestions: flags as Y/N or numbers, prices printed, unknown purchasing options read as none', () => {
    const checked = searchSuggestions(
      {
        suggestions: [
          { name: 'StarLine A93', img: null, section: 'Сигнализации', available: 'Y', price: 15990, purchasing_option: 'ADD', url: '/p/1/' },
          { name: 'Pandora DX', img: '/i.jpg', section: 'Сигнализации', available: '0', price: '', purchasing_option: 'NO_AVAILABLE', url: '/p/2/' },
          { name: 'Old', available: false, purchasing_option: 'NOT_FOR_SALE', url: '/p/3/' },
        ],
      },
      '$',
    );
    expect(checked.suggestions).toEqual([
      { name: 'StarLine A93', img: '', section: 'Сигнализации', available: true, price: '15990', purchasing_option: '', url: '/p/1/' },
      { name: 'Pandora DX', img: '/i.jpg', section: 'Сигнализации', available: false, price: '', purchasing_option: 'NO_AVAILABLE', url: '/p/2/' },
      { name: 'Old', img: '', section: '', available: false, price: '', purchasing_option: 'NOT_FOR_SALE', url: '/p/3/' },
    ]);
    malformed(searchSuggestions, { suggestions: [{ name: 'x' }] }); // no url to go to
    malformed(searchSuggestions, { suggestions: [{ name: 'x', url: '/', available: 'perhaps' }] });
  });

  it('serverVars: any object, fields left for the store to check', () => {
    expect(serverVars({ basketItems: ['101'], user: { IS_AUTH: 'Y' }, extra: 1 }, '$')).toEqual({
      basketItems: ['101'],
      user: { IS_AUTH: 'Y' },
      extra: 1,
    });
    expect(serverVars([], '$')).toEqual({});
    malformed(serverVars, null);
    malformed(serverVars, 'ok');
  });

  it('captchaSid: trimmed letters and digits', () => {
    expect(captchaSid('  0f3a9c1e5b7d2f4a6c8e0b1d3f5a7c9e\n', '$')).toBe('0f3a9c1e5b7d2f4a6c8e0b1d3f5a7c9e');
    malformed(captchaSid, '   ');
    malformed(captchaSid, '<html>error</html>');
  });

  it('wholesaleQuantityResult: ok only for result 1', () => {
    expect(wholesaleQuantityResult({ result: '1' }, '$')).toEqual({ ok: true, result: 1 });
    expect(wholesaleQuantityResult({ result: 0 }, '$')).toEqual({ ok: false, result: 0 });
    malformed(wholesaleQuantityResult, {});
  });

  it('supportFormResult: blank text is success, anything else is the error, trimmed', () => {
    expect(supportFormResult(' \n ', '$')).toEqual({ error: '' });
    expect(supportFormResult('\nНеверно введён код с картинки\n', '$')).toEqual({ error: 'Неверно введён код с картинки' });
  });

  it('supportFormResult: a whole page or a PHP diagnostic is no answer of the form\'s, but malformed (never shown as the error)', () => {
    malformed(supportFormResult, '<!DOCTYPE html><html><head><title>Вход</title></head><body><form action="/auth/"></form></body></html>');
    malformed(supportFormResult, '<br />\n<b>Warning</b>:  Undefined array key "city" in <b>/local/ajax/supportForm.php</b> on line <b>12</b><br />\n');
    // An error text may say «body» or «html» in words.
    expect(supportFormResult('Поле html body заполнено неверно', '$')).toEqual({ error: 'Поле html body заполнено неверно' });
  });

  it('compareListState and basketState: id lists from numbers or numeric strings', () => {
    expect(compareListState({ IN_COMPARE_LIST: ['101', 102] }, '$')).toEqual({ IN_COMPARE_LIST: [101, 102] });
    expect(compareListState({ IN_COMPARE_LIST: null }, '$')).toEqual({ IN_COMPARE_LIST: [] });
    expect(basketState({ IN_BASKET: { '0': '5', '2': '7' }, OTHER: 1 }, '$')).toEqual({ IN_BASKET: [5, 7] });
    malformed(basketState, { IN_BASKET: ['abc'] });
    malformed(compareListState, { IN_COMPARE_LIST: '101' });
  });

  it('basketAddResult: RESULT_ID false means nothing was added', () => {
    expect(basketAddResult({ RESULT_ID: '55', BASKET_ITEMS_CNT: '3' }, '$')).toEqual({ ok: true, RESULT_ID: 55, BASKET_ITEMS_CNT: 3 });
    expect(basketAddResult({ RESULT_ID: false, BASKET_ITEMS_CNT: 2 }, '$')).toEqual({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 2 });
    malformed(basketAddResult, { RESULT_ID: 55 });
  });

  it('keeps the reason the server gives for a refused add or removal, so the shopper can read it', () => {
    expect(basketAddResult({ RESULT_ID: 0, BASKET_ITEMS_CNT: 2, ERROR: 'Товара нет в наличии' }, '$')).toEqual({
      ok: false,
      RESULT_ID: 0,
      BASKET_ITEMS_CNT: 2,
      ERROR: 'Товара нет в наличии',
    });
    expect(compareAddResult({ SHOW_COMPARE: 3, ERROR: ['Товар не найден', ' '] }, '$')).toEqual({ SHOW_COMPARE: 3, ERROR: 'Товар не найден' });
    expect(compareRemoveResult({ STATE: 0, SHOW_COMPARE: 3, ERROR: '' }, '$')).toEqual({ STATE: false, SHOW_COMPARE: 3 });
    malformed(compareAddResult, { SHOW_COMPARE: 3, ERROR: { text: 'x' } });
  });

  it('catalogPage: reads the hidden ITEMS_COUNT input whatever the attribute order and quotes', () => {
    const items = '<div class="item" data-id="1">A</div><input type="hidden" name="items_count_other" value="9">';
    for (const input of [
      '<input type="hidden" name="ITEMS_COUNT" value="42">',
      '<input value="42" name="ITEMS_COUNT" type="hidden" />',
      "<INPUT TYPE='hidden' VALUE='42' NAME='ITEMS_COUNT'>",
      '<input type=hidden name=ITEMS_COUNT value=42>',
      '<input\n  data-name="x"\n  name = "ITEMS_COUNT"\n  value = " 42 "\n>',
    ]) {
      const html = `${items}\n${input}`;
      expect(catalogPage(html, '$')).toEqual({ html, totalCount: 42 });
    }
  });

  it('catalogPage: an answer without the count, or with a bad one, is malformed', () => {
    malformed(catalogPage, '<div class="item">A</div>');
    malformed(catalogPage, '<input type="hidden" data-name="ITEMS_COUNT" value="3">');
    malformed(catalogPage, '<input type="hidden" name="ITEMS_COUNT">');
    malformed(catalogPage, '<input type="hidden" name="ITEMS_COUNT" value="many">');
  });

  it('compare answers: counts, and STATE as Y/N, booleans or 1/0', () => {
    expect(compareAddResult({ SHOW_COMPARE: '4' }, '$')).toEqual({ SHOW_COMPARE: 4 });
    expect(compareRemoveResult({ STATE: 'Y', SHOW_COMPARE: 3 }, '$')).toEqual({ STATE: true, SHOW_COMPARE: 3 });
    expect(compareRemoveResult({ STATE: 0, SHOW_COMPARE: '3' }, '$')).toEqual({ STATE: false, SHOW_COMPARE: 3 });
    malformed(compareAddResult, { SHOW_COMPARE: 'Y' });
    malformed(compareRemoveResult, { SHOW_COMPARE: 3 });
  });

  it('preOrderResult: no ERROR or an empty one is success; texts come back as a list', () => {
    expect(preOrderResult({}, '$')).toEqual({ ok: true, ERROR: [] });
    expect(preOrderResult({ ERROR: [] }, '$')).toEqual({ ok: true, ERROR: [] });
    expect(preOrderResult({ ERROR: '' }, '$')).toEqual({ ok: true, ERROR: [] });
    expect(preOrderResult({ ERROR: ['Неверный email', ''] }, '$')).toEqual({ ok: false, ERROR: ['Неверный email'] });
    expect(preOrderResult({ ERROR: 'Неверный email' }, '$')).toEqual({ ok: false, ERROR: ['Неверный email'] });
    malformed(preOrderResult, { ERROR: [{ code: 1 }] });
    malformed(preOrderResult, 'OK');
  });

  it('basket answers: formatted totals as text', () => {
    expect(basketQuantityResult({ TOTAL_PRICE_FORMATTED: '31 980 руб.', ITEM_SUM: 31980 }, '$')).toEqual({
      TOTAL_PRICE_FORMATTED: '31 980 руб.',
      ITEM_SUM: '31980',
    });
    expect(basketDeleteResult({ STATE: 'Y', TOTAL_PRICE_FORMATTED: '0 руб.' }, '$')).toEqual({ STATE: true, TOTAL_PRICE_FORMATTED: '0 руб.' });
    expect(basketDeleteResult({ STATE: 0, ERROR: 'Товар не найден в корзине', TOTAL_PRICE_FORMATTED: '0 руб.' }, '$')).toEqual({
      STATE: false,
      TOTAL_PRICE_FORMATTED: '0 руб.',
      ERROR: 'Товар не найден в корзине',
    });
    malformed(basketQuantityResult, { TOTAL_PRICE_FORMATTED: '1 руб.' });
    malformed(basketDeleteResult, { TOTAL_PRICE_FORMATTED: '0 руб.' });
  });

  it('basketQuantityResult: STATE no is a refusal with the server\'s reason, never a change, even with a sum', () => {
    // The reference backend's refusal: STATE 0, ERROR and the totals, no ITEM_SUM.
    expect(basketQuantityResult({ STATE: 0, ERROR: 'Максимально возможное значение 3', TOTAL_PRICE_FORMATTED: '9 000 руб.' }, '$')).toEqual({
      STATE: false,
      TOTAL_PRICE_FORMATTED: '9 000 руб.',
      ERROR: 'Максимально возможное значение 3',
    });
    expect(basketQuantityResult({ STATE: 'N', ITEM_SUM: '4 000 руб.', TOTAL_PRICE_FORMATTED: '4 000 руб.' }, '$')).toEqual({ STATE: false, TOTAL_PRICE_FORMATTED: '4 000 руб.' });
    expect(basketQuantityResult({ STATE: false }, '$')).toEqual({ STATE: false, TOTAL_PRICE_FORMATTED: '' });
    expect(basketQuantityResult({ STATE: 1, ITEM_SUM: '2 000 руб.', TOTAL_PRICE_FORMATTED: '2 000 руб.' }, '$')).toEqual({ ITEM_SUM: '2 000 руб.', TOTAL_PRICE_FORMATTED: '2 000 руб.' });
    malformed(basketQuantityResult, { STATE: 'Y', TOTAL_PRICE_FORMATTED: '2 000 руб.' });
    malformed(basketQuantityResult, { STATE: 'maybe', ITEM_SUM: '1 руб.', TOTAL_PRICE_FORMATTED: '1 руб.' });
  });

  it('itemPriceList: prices by id, numbers from numeric strings, [] as none', () => {
    expect(itemPriceList({ PRICES: { '101': { PRICE: '1490.50', PRICE_FORMATTED: '1 490,50 руб.' } } }, '$')).toEqual({
      PRICES: { '101': { PRICE: 1490.5, PRICE_FORMATTED: '1 490,50 руб.' } },
    });
    expect(itemPriceList({ PRICES: [] }, '$')).toEqual({ PRICES: {} });
    malformed(itemPriceList, { PRICES: { '101': { PRICE: 'free', PRICE_FORMATTED: '' } } });
    malformed(itemPriceList, {});
  });
});
