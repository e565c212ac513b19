import { ApiError, type CarModel } from '@shop-islands/api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCarWizardModel, ROUTE_TEMPLATE } from './car-wizard.model';
import { CarWizardView } from './car-wizard.view';
import { deferred } from '../runtime/testkit';
import { BRANDS } from './car-wizard.testkit';


function renderWizard(answer: () => Promise<CarModel[]>) {
  const visited: string[] = [];
  const model = createCarWizardModel({ brands: BRANDS, action: ROUTE_TEMPLATE, api: { carModels: answer }, navigate: (url) => visited.push(url) });
  render(<CarWizardView model={model} brands={BRANDS} />);
  return { visited };
}

const brandSelect = () => screen.getByRole('combobox', { name: 'Марка' });
const modelSelect = () => screen.getByRole('combobox', { name: 'Модель' });

describe('car-wizard view', () => {
  it('keeps the model select disabled until a brand is chosen', () => {
    renderWizard(() => Promise.resolve([]));
    expect(modelSelect()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Подобрать' })).toHaveProperty('disabled', true);
  });

  it('says the models are loading, with the select disabled, then lists them', async () => {
    const answer = deferred<CarModel[]>();
    const user = userEvent.setup();
    renderWizard(() => answer.promise);
    await user.selectOptions(brandSelect(), 'Kia');
    expect(modelSelect()).toHaveProperty('disabled', true);
    expect(modelSelect().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Загрузка моделей…');
    expect(screen.getByRole('option', { name: 'Загрузка моделей…' })).toBeTruthy();
    await act(async () => answer.resolve([{ name: 'Rio', code: 'rio' }, { name: 'Sportage', code: 'sportage' }]));
    expect(modelSelect()).toHaveProperty('disabled', false);
    expect(screen.getByRole('status').textContent).toBe('Модели Kia загружены: 2');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Sportage');
  });

  it('goes to the chosen car\'s route', async () => {
    const user = userEvent.setup();
    const { visited } = renderWizard(() => Promise.resolve([{ name: 'Rio', code: 'rio' }]));
    await user.selectOptions(brandSelect(), 'Kia');
    await user.selectOptions(modelSelect(), 'Rio');
    await user.click(screen.getByRole('button', { name: 'Подобрать' }));
    expect(visited).toEqual(['/wizard/kia/rio/']);
  });

  it('says a failure and retries', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderWizard(() => (fail ? Promise.reject(new Error('500')) : Promise.resolve([{ name: 'Rio', code: 'rio' }])));
    await user.selectOptions(brandSelect(), 'Kia');
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось загрузить модели.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('option', { name: 'Rio' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a shopper whose session has expired to reload the page', async () => {
    const user = userEvent.setup();
    renderWizard(() => Promise.reject(new ApiError('session', 'getModel.php: 403', { url: '/getModel.php', status: 403 })));
    await user.selectOptions(brandSelect(), 'Kia');
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось загрузить модели. Сессия истекла. Обновите страницу. Повторить');
  });

  it('keeps the focus on «Повторить» while it retries, then hands it to the model select', async () => {
    const answers = [deferred<CarModel[]>(), deferred<CarModel[]>()];
    let calls = 0;
    const user = userEvent.setup();
    renderWizard(() => answers[calls++]!.promise);
    await user.selectOptions(brandSelect(), 'Kia');
    await act(async () => answers[0]!.reject(new Error('500')));
    const retry = screen.getByRole('button', { name: 'Повторить' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(modelSelect().getAttribute('aria-busy')).toBe('true');
    expect(retry).toHaveFocus();
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    // A press while it is on its way asks nothing more.
    await user.keyboard('{Enter}');
    expect(calls).toBe(2);
    await act(async () => answers[1]!.resolve([{ name: 'Rio', code: 'rio' }]));
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(modelSelect()).toHaveFocus();
  });

  it('shows that a brand has no models, not only to screen readers', async () => {
    const user = userEvent.setup();
    renderWizard(() => Promise.resolve([]));
    await user.selectOptions(brandSelect(), 'Kia');
    expect(await screen.findByText('Для этой марки моделей нет', { selector: 'p' })).toBeVisible();
    expect(modelSelect()).toHaveAccessibleDescription('Для этой марки моделей нет');
    expect(screen.getByRole('status').textContent).toBe('Для этой марки моделей нет');
  });
});
