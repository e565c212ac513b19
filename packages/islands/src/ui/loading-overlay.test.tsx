import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClockProvider } from './clock-context';
import { manualClock } from './clock.testkit';
import { LOADER_CIRCLE_TIMEOUT_MS, LoadingOverlay } from './loading-overlay';

function overlayOf(status: HTMLElement): HTMLElement {
  const overlay = status.closest<HTMLElement>('[data-state]');
  if (!overlay) throw new Error('overlay missing');
  return overlay;
}

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('times the slow state on the clock of its ClockProvider', () => {
    const clock = manualClock();
    render(
      <ClockProvider clock={clock}>
        <LoadingOverlay active />
      </ClockProvider>,
    );
    const status = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(LOADER_CIRCLE_TIMEOUT_MS));
    expect(status.textContent).toBe('');
    act(() => clock.tick(LOADER_CIRCLE_TIMEOUT_MS));
    expect(status.textContent).toBe('Загрузка…');
    expect(overlayOf(status).getAttribute('data-state')).toBe('slow');
  });

  it('renders nothing while inactive', () => {
    render(<LoadingOverlay active={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows at once inside its parent, with an empty status region for quick loads', () => {
    const { container } = render(<LoadingOverlay active />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(overlayOf(status).getAttribute('data-state')).toBe('loading');
    expect(container.contains(status)).toBe(true);
  });

  it('announces «Загрузка…» only once loading has lasted the 2000 ms circle timeout (docs/embedding.md#constants)', () => {
    render(<LoadingOverlay active />);
    const status = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(1999));
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('Загрузка…');
    expect(overlayOf(status).getAttribute('data-state')).toBe('slow');
  });

  it('announces a caller-given label instead', () => {
    render(<LoadingOverlay active label="Загружаем товары" />);
    act(() => vi.advanceTimersByTime(LOADER_CIRCLE_TIMEOUT_MS));
    expect(screen.getByRole('status').textContent).toBe('Загружаем товары');
  });

  it('disappears when loading ends and starts quiet again on the next load', () => {
    const { rerender } = render(<LoadingOverlay active />);
    act(() => vi.advanceTimersByTime(LOADER_CIRCLE_TIMEOUT_MS));
    rerender(<LoadingOverlay active={false} />);
    expect(screen.queryByRole('status')).toBeNull();

    rerender(<LoadingOverlay active />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(overlayOf(status).getAttribute('data-state')).toBe('loading');
  });

  it('does not announce a load that ended before the timeout', () => {
    const { rerender } = render(<LoadingOverlay active />);
    act(() => vi.advanceTimersByTime(1500));
    rerender(<LoadingOverlay active={false} />);
    rerender(<LoadingOverlay active />);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('covers the whole page from the body when fullPage is set', () => {
    const { container } = render(<LoadingOverlay active fullPage />);
    const status = screen.getByRole('status');
    expect(container.contains(status)).toBe(false);
    expect(overlayOf(status).parentElement).toBe(document.body);
  });

  it('carries the documented look (white at 70 %, above the page) in its stylesheet, and no spin under reduced motion', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'loading-overlay.css'), 'utf8');
    expect(css).toMatch(/z-index:\s*9999/);
    expect(css).toMatch(/rgba\(255,\s*255,\s*255,\s*0\.7\)/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*{[^}]*animation:\s*none/);
  });
});
