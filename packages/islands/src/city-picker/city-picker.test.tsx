import { signal } from '@preact/signals-core';
import { ApiError, type CitySuggestions } from '@shop-islands/api';
import type { CityState } from '@shop-islands/store';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '../runtime/testkit';
import { announceFrom } from './city-picker.island';
import { createCityPickerModel, type CityChoice } from './city-picker.model';
import { CityPickerView } from './city-picker.view';

const SHOWN = { cityName: 'Москва', countryName: 'Россия', countryCode: 'RU' };
const CITIES = {
  ор: [
    { city_name: 'Орёл', country_name: 'Россия', country_code: 'RU' },
    { city_name: 'Оренбург', country_name: 'Россия', country_code: 'RU' },
  ],
  ал: [{ city_name: 'Алматы', country_name: 'Казахстан', country_code: 'KZ' }],
} as Record<string, CitySuggestions['suggestions']>;

/** The view over a fake store and a backend answering from CITIES, or as `answer` says. */
function renderPicker(options: { chosen?: boolean; answer?: (query: string) => Promise<CitySuggestions>; saving?: Promise<void>; announce?: (message: string) => void } = {}) {
  const city = signal<CityState>({ ...SHOWN, chosen: options.chosen ?? false });
  const chosen: Array<{ city: CityChoice; fromList: boolean }> = [];
  const confirmed: CityChoice[] = [];
  const announced: string[] = [];
  const queries: string[] = [];
  const model = createCityPickerModel({
    shown: SHOWN,
    city,
    api: {
      citySuggest: (query) => {
        queries.push(query);
        return options.answer?.(query) ?? Promise.resolve({ suggestions: CITIES[query.toLowerCase().slice(0, 2)] ?? [] });
      },
    },
    chooseCity: (choice, { fromList }) => {
      chosen.push({ city: choice, fromList });
      // `saving`: the store is still loading the code that writes a choice, and holds the old city.
      if (options.saving) return options.saving;
      // As the store: a city without a name is not saved (nor the page reloaded).
      if (choice.cityName.trim() === '') return false;
      city.value = { ...choice, chosen: true };
      return true;
    },
    confirmCity: (choice) => {
      confirmed.push(choice);
    },
    announce: options.announce ?? ((message) => announced.push(message)),
    // As the island: the page's next `pageshow` (the test fires it).
    whenShownAgain: () => new Promise<void>((resolve) => window.addEventListener('pageshow', () => resolve(), { once: true })),
  });
  render(
    <>
      <CityPickerView model={model} />
      <a href="/after">После</a>
    </>,
  );
  return { model, chosen, confirmed, announced, queries, user: userEvent.setup() };
}

// happy-dom lays the visually hidden span out as a block, so its name gets a space before the comma.
const cityLink = () => screen.getByRole('link', { name: /^Москва ?, сменить город$/ });

// happy-dom also breaks the accessible name at the <mark>: options are found by their text.
const option = (cityName: string) => {
  const found = screen.getAllByRole('option').find((element) => element.textContent?.startsWith(`${cityName},`));
  if (!found) throw new Error(`no option ${cityName}`);
  return found;
};

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(cityLink());
  return screen.findByRole('dialog', { name: 'Выберите город' });
}

describe('city-picker view: the first-visit question', () => {
  it('asks «Ваш город — Москва?» next to the city when no city was chosen yet', async () => {
    renderPicker();
    const question = await screen.findByRole('dialog', { name: 'Проверьте ваш город' });
    expect(question).toHaveTextContent('Ваш город — Москва?');
    expect(cityLink()).toBeInTheDocument();
  });

  it('does not ask once a city was chosen', async () => {
    renderPicker({ chosen: true });
    expect(cityLink()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('«Да» confirms the city and closes the question', async () => {
    const { user, confirmed } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    expect(confirmed).toEqual([SHOWN]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Проверьте ваш город' })).toBeNull());
  });

  it('«Да» by keyboard puts the focus back on the city and says the city was saved', async () => {
    const { user, announced } = renderPicker();
    await screen.findByRole('button', { name: 'Да' });
    cityLink().focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Да' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Проверьте ваш город' })).toBeNull());
    expect(cityLink()).toHaveFocus();
    expect(announced).toEqual(['Город Москва сохранён.']);
  });

  it('stays when a touch elsewhere scrolls the page, and goes unanswered on a tap elsewhere', async () => {
    const { confirmed } = renderPicker();
    await screen.findByRole('dialog', { name: 'Проверьте ваш город' });
    const elsewhere = screen.getByRole('link', { name: 'После' });
    const touch = { pointerType: 'touch', clientX: 20, clientY: 400 };
    // A scroll: the browser cancels the pointer, no pointerup follows.
    fireEvent.pointerDown(elsewhere, touch);
    fireEvent.pointerCancel(elsewhere, touch);
    expect(screen.getByRole('dialog', { name: 'Проверьте ваш город' })).toBeInTheDocument();
    fireEvent.pointerDown(elsewhere, touch);
    fireEvent.pointerUp(elsewhere, touch);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Проверьте ваш город' })).toBeNull());
    expect(confirmed).toEqual([]);
  });

  // The first test of this file to open the modal: its chunk is still loading when the question goes.
  it('«Нет» opens the city-choice modal, the focus on the city while it loads and back there after', async () => {
    const { user } = renderPicker();
    const no = await screen.findByRole('button', { name: 'Нет, выбрать другой' });
    no.focus();
    fireEvent.click(no);
    expect(screen.queryByRole('dialog', { name: 'Проверьте ваш город' })).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(await screen.findByRole('dialog', { name: 'Выберите город' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Название города' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cityLink()).toHaveFocus();
  });
});

describe('city-picker view: the modal', () => {
  it('opens from the header city with the focus in the field and the 2-character hint', async () => {
    const { user } = renderPicker({ chosen: true });
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = screen.getByRole('combobox', { name: 'Название города' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Введите хотя бы 2 буквы названия');
    expect(cityLink()).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([['ctrlKey'], ['metaKey'], ['shiftKey'], ['altKey']])('leaves the city link clicked with %s to the browser (the page in a new tab): no dialog here', (modifier) => {
    renderPicker({ chosen: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true });
    fireEvent(cityLink(), click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cityLink()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the cities from the second letter, with the typed part marked whichever of е and ё', async () => {
    const { user, queries } = renderPicker({ chosen: true });
    await openDialog(user);
    await user.keyboard('о');
    expect(queries).toEqual([]);
    await user.keyboard('р');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Орёл, Россия', 'Оренбург, Россия']);
    expect(options[0]!.querySelector('mark')).toHaveTextContent('Ор');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Найдено городов: 2. Выберите стрелками и нажмите Enter.');
    // The keys are a keyboard's: on screen (a phone's too) only the count.
    expect(screen.getByText('Выберите стрелками и нажмите Enter.').closest('.si-visually-hidden')).not.toBeNull();
  });

  it('moves through the list with the arrows (aria-activedescendant) and chooses with Enter', async () => {
    const { user, chosen } = renderPicker({ chosen: true });
    await openDialog(user);
    await user.keyboard('ор');
    await screen.findAllByRole('option');
    const field = screen.getByRole('combobox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = option('Оренбург');
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', option('Орёл').id);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([{ city: { cityName: 'Орёл', countryName: 'Россия', countryCode: 'RU' }, fromList: true }]);
    expect(screen.getByRole('status')).toHaveTextContent('Выбран город Орёл. Страница обновляется…');
  });

  it('chooses a city with a click', async () => {
    const { user, chosen } = renderPicker({ chosen: true });
    await openDialog(user);
    await user.keyboard('ал');
    await screen.findAllByRole('option');
    await user.click(option('Алматы'));
    expect(chosen[0]).toEqual({ city: { cityName: 'Алматы', countryName: 'Казахстан', countryCode: 'KZ' }, fromList: true });
  });

  it('says when nothing is found, and when the list could not be loaded, with a retry', async () => {
    let fail = true;
    const { user, queries } = renderPicker({
      chosen: true,
      answer: (query) => (fail ? Promise.reject(new ApiError('http', 'HTTP 500', { url: '/local/ajax/geo/ajax_cities.php', status: 500 })) : Promise.resolve({ suggestions: CITIES[query] ?? [] })),
    });
    await openDialog(user);
    await user.keyboard('ал');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить список городов. Ошибка сервера. Попробуйте позже. Повторить');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findAllByRole('option');
    expect(option('Алматы')).toBeInTheDocument();
    expect(queries).toEqual(['ал', 'ал']);
    await user.keyboard('щщ');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Такой город не найден. Проверьте название.'));
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('names the city just chosen while the page reloads, though the store still holds the old one', async () => {
    const { user, model, chosen } = renderPicker({ chosen: true, saving: deferred<void>().promise });
    const dialog = await openDialog(user);
    await user.keyboard('ал');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(dialog).toHaveAttribute('data-state', 'saving');
    expect(model.current.value.cityName).toBe('Москва');
    expect(screen.getByRole('status')).toHaveTextContent('Выбран город Алматы. Страница обновляется…');
    // Read-only, not disabled: the focus stays in the field, and Enter again chooses nothing more.
    const field = screen.getByRole('combobox');
    expect(field).toHaveAttribute('aria-disabled', 'true');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toHaveLength(1);
  });

  it('a city without a name chosen: nothing is saved, so the modal is back for another choice and closes', async () => {
    const { user, chosen, announced } = renderPicker({
      chosen: true,
      answer: () => Promise.resolve({ suggestions: [{ city_name: ' ', country_name: 'Россия', country_code: 'RU' }, ...CITIES['ор']!] }),
    });
    const dialog = await openDialog(user);
    await user.keyboard('ор');
    const [blank] = await screen.findAllByRole('option');
    await user.click(blank!);
    expect(chosen).toHaveLength(1);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'results'));
    const field = screen.getByRole('combobox');
    expect(field).not.toHaveAttribute('readonly');
    expect(field).not.toHaveAttribute('aria-disabled');
    expect(field).toHaveFocus();
    expect(announced).toEqual(['Город не сохранён. Попробуйте ещё раз.']);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cityLink()).toHaveFocus();
  });

  it('the island reads «Город не сохранён» from inside the modal, which hides the rest of the page', async () => {
    const { user } = renderPicker({
      chosen: true,
      announce: announceFrom(document),
      answer: () => Promise.resolve({ suggestions: [{ city_name: ' ', country_name: 'Россия', country_code: 'RU' }] }),
    });
    const dialog = await openDialog(user);
    await user.keyboard('ор');
    await user.click((await screen.findAllByRole('option'))[0]!);
    await waitFor(() => expect(within(dialog).getByText('Город не сохранён. Попробуйте ещё раз.')).toHaveAttribute('role', 'status'));
  });

  it('back from the page the choice reloaded to (the browser’s cached page), the modal is closed and the city works again', async () => {
    const { user, chosen } = renderPicker({ chosen: true });
    const dialog = await openDialog(user);
    await user.keyboard('ал');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toHaveLength(1);
    expect(dialog).toHaveAttribute('data-state', 'saving');
    // Leaving: the modal cannot be closed meanwhile.
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('dialog', { name: 'Выберите город' })).toHaveAttribute('data-state', 'saving');
    fireEvent(window, new Event('pageshow'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const city = screen.getByRole('link', { name: /^Алматы ?, сменить город$/ });
    expect(city).toHaveFocus();
    expect(city).toHaveAttribute('aria-expanded', 'false');
    await user.click(city);
    const again = await screen.findByRole('dialog', { name: 'Выберите город' });
    expect(again).toHaveAttribute('data-state', 'hint');
  });

  it('shows «Ищем города…» while the answer is on its way', async () => {
    const pending = deferred<CitySuggestions>();
    const { user } = renderPicker({ chosen: true, answer: () => pending.promise });
    const dialog = await openDialog(user);
    await user.keyboard('мо');
    expect(screen.getByRole('status')).toHaveTextContent('Ищем города…');
    expect(dialog).toHaveAttribute('data-state', 'loading');
  });

  it('renders the server\'s names as text', async () => {
    const { user } = renderPicker({
      chosen: true,
      answer: () => Promise.resolve({ suggestions: [{ city_name: '<b>Омск</b>', country_name: 'Россия', country_code: 'RU' }] }),
    });
    await openDialog(user);
    await user.keyboard('<b');
    const option = await screen.findByRole('option');
    expect(option.querySelector('b')).toBeNull();
    expect(option).toHaveTextContent('<b>Омск</b>');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderPicker({ chosen: true });
    const dialog = await openDialog(user);
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('lets the focus go into another modal dialog opened over it (two dialogs pulling it in turn hung the page)', async () => {
    const { user } = renderPicker({ chosen: true });
    await openDialog(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Название города' })).toHaveFocus());
    const other = document.body.appendChild(document.createElement('div'));
    other.setAttribute('role', 'alertdialog');
    other.setAttribute('aria-modal', 'true');
    other.innerHTML = '<button type="button">Закрыть</button>';
    try {
      act(() => other.querySelector('button')!.focus());
      expect(document.activeElement).toBe(other.querySelector('button'));
      // Anything else outside is still pulled back.
      act(() => screen.getByRole('link', { name: 'После' }).focus());
      expect(screen.getByRole('combobox', { name: 'Название города' })).toHaveFocus();
    } finally {
      other.remove();
    }
  });

  it('the first Escape clears the field, the next closes the dialog and the focus goes back to the city', async () => {
    const { user } = renderPicker({ chosen: true });
    await openDialog(user);
    await user.keyboard('ор');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Выберите город' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cityLink()).toHaveFocus();
    expect(cityLink()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the page from scrolling while open, padded by the scrollbar it hides so nothing moves sideways', async () => {
    // A desktop with a classic scrollbar of 17 px.
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => window.innerWidth - 17 });
    try {
      const { user } = renderPicker({ chosen: true });
      await openDialog(user);
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.body.style.paddingRight).toBe('17px');
      await user.click(screen.getByRole('button', { name: 'Закрыть' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.body.style.overflow).toBe('');
      expect(document.body.style.paddingRight).toBe('');
    } finally {
      delete (document.documentElement as unknown as Record<string, unknown>).clientWidth;
    }
  });

  it('closes with «Закрыть»', async () => {
    const { user } = renderPicker({ chosen: true });
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cityLink()).toHaveFocus();
  });
});
