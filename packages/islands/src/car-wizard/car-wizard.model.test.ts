import { ApiError, type CarModel } from '@shop-islands/api';
import { createCarWizardModel, modelCode, parseCarWizardProps, printedModels, ROUTE_TEMPLATE, startingCar, wizardUrl, type WizardModel } from './car-wizard.model';
import { deferred } from '../runtime/testkit';
import { BRANDS } from './car-wizard.testkit';

const KIA: CarModel[] = [
  { name: 'Rio', code: 'rio' },
  { name: 'Sportage', code: '' },
];

function setup(answer: (id: string | number) => Promise<CarModel[]> = () => Promise.resolve(KIA), printed?: Record<string, WizardModel[]>) {
  const asked: Array<string | number> = [];
  const visited: string[] = [];
  const model = createCarWizardModel({
    brands: BRANDS,
    action: ROUTE_TEMPLATE,
    api: {
      carModels: (id) => {
        asked.push(id);
        return answer(id);
      },
    },
    navigate: (url) => visited.push(url),
    printed,
  });
  return { model, asked, visited };
}

describe('car-wizard model', () => {
  it('loads the chosen brand\'s models by its id, the model select waiting meanwhile', async () => {
    const answer = deferred<CarModel[]>();
    const { model, asked } = setup(() => answer.promise);
    expect(model.state.value).toBe('brand');
    const chosen = model.chooseBrand('kia');
    expect(model.state.value).toBe('loading');
    expect(asked).toEqual([2]);
    answer.resolve(KIA);
    await chosen;
    expect(model.state.value).toBe('ready');
    expect(model.models.value).toEqual([
      { code: 'rio', name: 'Rio' },
      { code: 'sportage', name: 'Sportage' },
    ]);
  });

  it('never shows a late answer for an older brand', async () => {
    const answers = new Map([
      [2, deferred<CarModel[]>()],
      [4, deferred<CarModel[]>()],
    ]);
    const { model } = setup((id) => answers.get(Number(id))!.promise);
    const kia = model.chooseBrand('kia');
    const toyota = model.chooseBrand('toyota');
    answers.get(4)!.resolve([{ name: 'Camry', code: 'camry' }]);
    await toyota;
    answers.get(2)!.resolve(KIA);
    await kia;
    expect(model.brand.value).toBe('toyota');
    expect(model.models.value).toEqual([{ code: 'camry', name: 'Camry' }]);
    expect(model.state.value).toBe('ready');
  });

  it('says a failure and loads again on retry', async () => {
    let fail = true;
    const { model, asked } = setup(() => (fail ? Promise.reject(new Error('500')) : Promise.resolve(KIA)));
    await model.chooseBrand('kia');
    expect(model.state.value).toBe('failed');
    expect(model.models.value).toEqual([]);
    fail = false;
    await model.retry();
    expect(model.state.value).toBe('ready');
    expect(asked).toEqual([2, 2]);
  });

  it('says why the models did not come, by the kind of failure, and forgets it when they are asked again', async () => {
    const failures = [new ApiError('session', 'getModel.php: 403', { url: '/getModel.php', status: 403 }), new ApiError('timeout', 'getModel.php: late', { url: '/getModel.php' }), new Error('a bug')];
    const asking = deferred<CarModel[]>();
    let call = 0;
    const { model } = setup(() => (call < failures.length ? Promise.reject(failures[call++]) : asking.promise));
    await model.chooseBrand('kia');
    expect(model.error.value).toBe('Сессия истекла. Обновите страницу.');
    await model.retry();
    expect(model.error.value).toBe('Сервер не ответил вовремя. Попробуйте ещё раз.');
    await model.chooseBrand('toyota');
    expect(model.error.value).toBe('Что-то пошло не так. Попробуйте ещё раз.');
    const retry = model.retry();
    expect(model.state.value).toBe('retrying');
    expect(model.error.value).toBe('');
    asking.resolve(KIA);
    await retry;
    expect(model.error.value).toBe('');
  });

  it('keeps the page\'s model chosen when its list comes only on retry', async () => {
    let fail = true;
    const { model } = setup(() => (fail ? Promise.reject(new Error('timeout')) : Promise.resolve(KIA)));
    await model.chooseBrand('kia', 'rio');
    expect(model.state.value).toBe('failed');
    fail = false;
    await model.retry();
    expect(model.model.value).toBe('rio');
    expect(model.complete.value).toBe(true);
  });

  it('says it is retrying, and asks only once however often «Повторить» is pressed', async () => {
    const answers = [deferred<CarModel[]>(), deferred<CarModel[]>()];
    const { model, asked } = setup(() => answers[asked.length - 1]!.promise);
    const first = model.chooseBrand('kia');
    answers[0]!.reject(new Error('500'));
    await first;
    const retry = model.retry();
    expect(model.state.value).toBe('retrying');
    await model.retry();
    expect(asked).toEqual([2, 2]);
    answers[1]!.resolve(KIA);
    await retry;
    expect(model.state.value).toBe('ready');
  });

  it('ignores a failure for an older brand', async () => {
    const kia = deferred<CarModel[]>();
    const { model } = setup((id) => (id === 2 ? kia.promise : Promise.resolve([{ name: 'Camry', code: 'camry' }])));
    const older = model.chooseBrand('kia');
    await model.chooseBrand('toyota');
    kia.reject(new Error('timeout'));
    await older;
    expect(model.state.value).toBe('ready');
  });

  it('clears the model when the brand changes, and empties everything for no brand', async () => {
    const { model } = setup();
    await model.chooseBrand('kia');
    model.chooseModel('rio');
    expect(model.model.value).toBe('rio');
    await model.chooseBrand('toyota');
    expect(model.model.value).toBe('');
    await model.chooseBrand('');
    expect(model.state.value).toBe('brand');
    expect(model.models.value).toEqual([]);
  });

  it('keeps the page\'s model chosen when its brand\'s list has it', async () => {
    const { model } = setup();
    await model.chooseBrand('kia', 'rio');
    expect(model.model.value).toBe('rio');
    await model.chooseBrand('kia', 'nope');
    expect(model.model.value).toBe('');
  });

  it('accepts only a model of the list', async () => {
    const { model } = setup();
    await model.chooseBrand('kia');
    model.chooseModel('camry');
    expect(model.model.value).toBe('');
  });

  it('goes to /wizard/{carBrand}/{carModel}/ once both are chosen, and not before', async () => {
    const { model, visited } = setup();
    model.submit();
    await model.chooseBrand('kia');
    model.submit();
    expect(visited).toEqual([]);
    model.chooseModel('sportage');
    expect(model.complete.value).toBe(true);
    model.submit();
    expect(visited).toEqual(['/wizard/kia/sportage/']);
  });

  it('builds the route code from the name when the server sends none', () => {
    expect(modelCode({ name: 'Niva Travel', code: '' })).toBe('niva-travel');
    expect(modelCode({ name: 'Land Cruiser Prado', code: 'prado' })).toBe('prado');
    expect(wizardUrl('/podbor/{carBrand}-{carModel}/', 'kia', 'rio x')).toBe('/podbor/kia-rio%20x/');
  });

  it('checks the props', () => {
    expect(parseCarWizardProps({ brands: BRANDS })).toEqual({ brands: BRANDS, brand: '', model: '', action: ROUTE_TEMPLATE });
    expect(() => parseCarWizardProps({ brands: [{ id: 0, code: 'kia', name: 'Kia' }] })).toThrow(/props\.brands\[0\]\.id/);
  });
});

describe('startingCar (docs/islands/car-wizard.md#when-it-loads)', () => {
  const page = { brand: 'kia', model: 'rio' };

  it('takes the car chosen on the fallback over the page\'s', () => {
    expect(startingCar(BRANDS, page, { carBrand: 'toyota', carModel: 'toyota/camry' })).toEqual({ brand: 'toyota', model: 'camry' });
    expect(startingCar(BRANDS, page, { carBrand: 'toyota' })).toEqual({ brand: 'toyota', model: '' });
    expect(startingCar(BRANDS, { brand: '', model: '' }, { carModel: 'toyota/camry' })).toEqual({ brand: 'toyota', model: 'camry' });
    expect(startingCar(BRANDS, page, { carBrand: 'toyota', carModel: 'camry' })).toEqual({ brand: 'toyota', model: 'camry' });
  });

  it('drops a model of another brand than the one chosen', () => {
    // The brand changed on the fallback; its model select still shows the page's car.
    expect(startingCar(BRANDS, page, { carBrand: 'toyota', carModel: 'kia/rio' })).toEqual({ brand: 'toyota', model: '' });
  });

  it('keeps the page\'s car when the fallback names no brand of the list', () => {
    expect(startingCar(BRANDS, page, {})).toEqual(page);
    expect(startingCar(BRANDS, page, { carBrand: 'lada', carModel: 'lada/niva' })).toEqual(page);
    expect(startingCar(BRANDS, { brand: '', model: '' }, {})).toEqual({ brand: '', model: '' });
  });
});

describe('the models the page printed (docs/islands/car-wizard.md#loading)', () => {
  const PRINTED = { kia: [{ code: 'rio', name: 'Rio' }, { code: 'ceed', name: 'Ceed' }] };

  it('offers them when getModel.php fails, the model asked for still chosen, no failure shown', async () => {
    const { model, visited } = setup(() => Promise.reject(new ApiError('http', 'HTTP 404', { url: '/local/ajax/getModel.php', status: 404 })), PRINTED);
    await model.chooseBrand('kia', 'ceed');
    expect(model.state.value).toBe('ready');
    expect(model.error.value).toBe('');
    expect(model.models.value).toEqual(PRINTED.kia);
    expect(model.model.value).toBe('ceed');
    model.submit();
    expect(visited).toEqual(['/wizard/kia/ceed/']);
  });

  it('prefers the server\'s answer, and fails as before for a brand the page printed no models of', async () => {
    const { model } = setup((id) => (id === 2 ? Promise.resolve(KIA) : Promise.reject(new Error('timeout'))), PRINTED);
    await model.chooseBrand('kia');
    expect(model.models.value.map((item) => item.name)).toEqual(['Rio', 'Sportage']);
    await model.chooseBrand('toyota');
    expect(model.state.value).toBe('failed');
    expect(model.models.value).toEqual([]);
  });

  it('reads them from the fallback\'s model select: «brand/model» values and their names', () => {
    const form = document.createElement('form');
    form.innerHTML = `<select name="carBrand"><option value="kia">Kia</option></select>
      <select name="carModel"><option value="">Выберите модель</option>
        <optgroup label="Kia"><option value="kia/rio"> Rio </option><option value="kia/ceed">Ceed</option></optgroup>
        <optgroup label="Toyota"><option value="toyota/camry">Camry</option></optgroup>
        <option value="lada/">?</option></select>`;
    expect({ ...printedModels([document.createTextNode(' '), form]) }).toEqual({
      kia: [{ code: 'rio', name: 'Rio' }, { code: 'ceed', name: 'Ceed' }],
      toyota: [{ code: 'camry', name: 'Camry' }],
    });
    expect({ ...printedModels([]) }).toEqual({});
  });

  it('takes a brand code that names a property of every object for a brand like any other', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<select name="carModel"><option value="constructor/x1">X1</option></select>';
    expect(printedModels([form]).constructor).toEqual([{ code: 'x1', name: 'X1' }]);
    const brands = [...BRANDS, { id: 9, code: 'constructor', name: 'Constructor Motors' }];
    const model = createCarWizardModel({ brands, action: ROUTE_TEMPLATE, api: { carModels: () => Promise.reject(new Error('500')) }, navigate: () => {}, printed: {} });
    await model.chooseBrand('constructor');
    expect(model.state.value).toBe('failed');
  });
});
