import { manualClock } from './clock.testkit';
import { announce } from './live-region';

const regions = () => document.querySelectorAll('#si-live-region');

describe('announce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const region of regions()) region.remove();
  });

  it('puts the message into a polite status region on the body', () => {
    announce('Товар добавлен в корзину');
    vi.advanceTimersByTime(100);
    const region = regions()[0];
    expect(region?.parentElement).toBe(document.body);
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('Товар добавлен в корзину');
  });

  it('times the gap on the clock it is given', () => {
    const clock = manualClock();
    announce('Товар добавлен к сравнению', clock);
    vi.advanceTimersByTime(1000);
    expect(regions()[0]?.textContent).toBe('');
    clock.tick(100);
    expect(regions()[0]?.textContent).toBe('Товар добавлен к сравнению');
  });

  it('creates the region empty before the text arrives, so the change is announced', () => {
    announce('Товар добавлен в корзину');
    expect(regions()).toHaveLength(1);
    expect(regions()[0]?.textContent).toBe('');
  });

  it('re-announces an identical message by clearing the text first', () => {
    announce('Товар добавлен в корзину');
    vi.advanceTimersByTime(100);
    announce('Товар добавлен в корзину');
    expect(regions()[0]?.textContent).toBe('');
    vi.advanceTimersByTime(100);
    expect(regions()[0]?.textContent).toBe('Товар добавлен в корзину');
  });

  it('shares one region between all callers and keeps only the newest pending message', () => {
    announce('Город выбран');
    announce('Товар добавлен к сравнению');
    vi.advanceTimersByTime(100);
    expect(regions()).toHaveLength(1);
    expect(regions()[0]?.textContent).toBe('Товар добавлен к сравнению');
  });

  describe('from a modal (the side panel\'s search, the city modal)', () => {
    const modal = (html: string) => {
      const wrapper = document.createElement('div');
      wrapper.innerHTML = html;
      const element = wrapper.firstElementChild as HTMLElement;
      document.body.append(element);
      onTestFinished(() => element.remove());
      return element;
    };

    it('speaks from inside the open modal <dialog> it is given, which makes the body inert', () => {
      const panel = modal('<dialog aria-label="Меню"></dialog>') as HTMLDialogElement;
      panel.showModal();
      announce('Найдено 3 товара', undefined, panel);
      vi.advanceTimersByTime(100);
      expect(regions()).toHaveLength(1);
      expect(regions()[0]?.parentElement).toBe(panel);
      expect(regions()[0]?.textContent).toBe('Найдено 3 товара');
    });

    it('goes back to the body with the next message from outside a modal, before its text is set', () => {
      const cities = modal('<div role="dialog" aria-modal="true" aria-label="Выберите город"></div>');
      announce('Город не сохранён. Попробуйте ещё раз.', undefined, cities);
      vi.advanceTimersByTime(100);
      expect(regions()[0]?.parentElement).toBe(cities);
      // No modal: `closest()` answers null outside one.
      announce('Товар добавлен в корзину', undefined, null);
      expect(regions()[0]?.parentElement).toBe(document.body);
      expect(regions()[0]?.textContent).toBe('');
      vi.advanceTimersByTime(100);
      expect(regions()).toHaveLength(1);
      expect(regions()[0]?.textContent).toBe('Товар добавлен в корзину');
    });
  });

  it('recreates the region if the page removed it', () => {
    announce('Первое');
    vi.advanceTimersByTime(100);
    regions()[0]?.remove();
    announce('Второе');
    vi.advanceTimersByTime(100);
    expect(regions()).toHaveLength(1);
    expect(regions()[0]?.textContent).toBe('Второе');
  });
});
