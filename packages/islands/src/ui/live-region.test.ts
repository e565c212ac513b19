import { manualClock } from './clock.testkit';
import { announce } from './live-region';

const regions = () => document.querySelectorAll('[data-si-live-region]');

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
