import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manualClock } from '../ui/clock.testkit';
import { createReturnMapModel } from './return-map.model';
import { popupContent } from './return-map.popup';
import { messages } from './return-map.messages';
import { FIT } from './return-map.rules';
import { dataPoint, fakeEngine, mapData, type FakeEngine } from './return-map.testkit';
import { ReturnMapView } from './return-map.view';
import type { MapData } from '@shop-islands/api';

function renderMap(options: { maplibre?: FakeEngine; leaflet?: FakeEngine; data?: MapData | 'fail'; geolocation?: boolean; fallback?: ChildNode[] } = {}) {
  const maplibre = options.maplibre ?? fakeEngine('maplibre', 'draw');
  const leaflet = options.leaflet ?? fakeEngine('leaflet', 'draw');
  const data = options.data ?? mapData([dataPoint('1', { name: 'Пункт на Тверской' }), dataPoint('2', { name: 'Пункт на Арбате', lat: 55.75, lng: 37.59 })]);
  const model = createReturnMapModel({
    loadData: () => (data === 'fail' ? Promise.reject(new Error('timeout')) : Promise.resolve(data)),
    engines: [
      ['maplibre', maplibre.load],
      ['leaflet', leaflet.load],
    ],
    fit: FIT,
    clock: manualClock(),
    geolocation: options.geolocation ? { getCurrentPosition: (success) => success({ coords: { longitude: 37, latitude: 55 } } as GeolocationPosition) } : null,
    announce: () => undefined,
  });
  const { container } = render(<ReturnMapView model={model} fallback={options.fallback} />);
  return { model, maplibre, leaflet, root: () => container.querySelector('.si-return-map')! };
}

describe('return map view', () => {
  it('says it is loading until an engine has drawn, then shows the controls and the list', async () => {
    const maplibre = fakeEngine('maplibre');
    const { root } = renderMap({ maplibre });
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем карту…');
    expect(root()).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(maplibre.maps).toHaveLength(1));
    const [show] = screen.getAllByRole('button', { name: 'Показать на карте' });
    expect(show).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(show!);
    expect(maplibre.maps[0]!.openedFromList).toEqual([]);
    act(() => maplibre.maps[0]!.draw());
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(root()).toHaveAttribute('data-engine', 'maplibre');
    expect(screen.queryByRole('status')).toBeNull();
    for (const name of ['Приблизить', 'Отдалить', 'Во весь экран']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать моё местоположение' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Пункты на карте' })).toBeInTheDocument();
    expect(screen.getByText('Пунктов в этой части карты: 2.')).toBeInTheDocument();
  });

  it('draws into its own box and marks the engine that drew', async () => {
    const { maplibre, leaflet, root } = renderMap({ maplibre: fakeEngine('maplibre', 'throw') });
    await waitFor(() => expect(root()).toHaveAttribute('data-engine', 'leaflet'));
    expect(maplibre.maps).toHaveLength(0);
    expect(leaflet.maps[0]!.options.container).toBe(root().querySelector('.si-return-map__map'));
  });

  it('opens a point\'s popup from the list, and the zoom buttons zoom the map', async () => {
    const user = userEvent.setup();
    const { maplibre, root } = renderMap();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const [first] = screen.getAllByRole('button', { name: 'Показать на карте' });
    expect(first).toHaveAccessibleDescription('Пункт на Тверской');
    await user.click(first!);
    expect(maplibre.maps[0]!.openedFromList).toEqual(['1']);
    expect(screen.getByRole('heading', { name: 'Пункт на Тверской' }).closest('li')).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Приблизить' }));
    await user.click(screen.getByRole('button', { name: 'Отдалить' }));
    expect(maplibre.maps[0]!.zooms).toEqual([1, -1]);
  });

  it('says «Приблизить» is unavailable at the closest zoom, keeping the focus on it', async () => {
    const user = userEvent.setup();
    const { maplibre, root } = renderMap();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const zoomIn = screen.getByRole('button', { name: 'Приблизить' });
    act(() => maplibre.maps[0]!.options.onMove([[37.6, 55.7], [37.61, 55.71]], 16.4));
    expect(zoomIn).not.toHaveAttribute('aria-disabled');
    await user.click(zoomIn);
    act(() => maplibre.maps[0]!.options.onMove([[37.6, 55.7], [37.61, 55.71]], 17));
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(zoomIn).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Отдалить' })).not.toHaveAttribute('aria-disabled');
    await user.click(zoomIn);
    expect(maplibre.maps[0]!.zooms).toEqual([1]);
  });

  it('gives the focus back to the list button when the popup closes', async () => {
    const user = userEvent.setup();
    const { maplibre, root } = renderMap();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const [first] = screen.getAllByRole('button', { name: 'Показать на карте' });
    await user.click(first!);
    (document.activeElement as HTMLElement).blur();
    act(() => maplibre.maps[0]!.options.onClose('1'));
    expect(first).toHaveFocus();
  });

  it('offers the locate button where the browser has geolocation', async () => {
    const user = userEvent.setup();
    const { maplibre, root } = renderMap({ geolocation: true });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await user.click(screen.getByRole('button', { name: 'Показать моё местоположение' }));
    expect(maplibre.maps[0]!.located).toEqual([[37, 55]]);
  });

  it('goes fullscreen and back with one button whose name says which, resizing the map each time', async () => {
    const user = userEvent.setup();
    const { maplibre, root } = renderMap();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const frame = root().querySelector<HTMLElement>('.si-return-map__frame')!;
    // happy-dom has no Fullscreen API: the browser's part, which reports the change by an event.
    let fullscreenElement: Element | null = null;
    const change = (element: Element | null) => {
      fullscreenElement = element;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    frame.requestFullscreen = () => change(frame);
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: () => change(null) });
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(document, 'exitFullscreen');
    });
    const resize = vi.spyOn(maplibre.maps[0]!, 'resize');

    await user.click(screen.getByRole('button', { name: 'Во весь экран' }));
    const exit = screen.getByRole('button', { name: 'Выйти из полноэкранного режима' });
    expect(exit).toHaveAttribute('title', 'Выйти из полноэкранного режима');
    expect(exit).toHaveFocus();
    expect(resize).toHaveBeenCalledTimes(1);

    await user.click(exit);
    expect(screen.getByRole('button', { name: 'Во весь экран' })).toHaveAttribute('title', 'Во весь экран');
    expect(resize).toHaveBeenCalledTimes(2);

    // Escape is the browser's own: it leaves fullscreen without the button, and the name follows.
    await user.click(screen.getByRole('button', { name: 'Во весь экран' }));
    act(() => void change(null));
    expect(screen.getByRole('button', { name: 'Во весь экран' })).toBeInTheDocument();
    expect(frame).not.toHaveAttribute('data-full');
  });

  it('fills the window instead where there is no Fullscreen API (an iPhone), and Escape or the button leave it', async () => {
    const user = userEvent.setup();
    const { maplibre, root } = renderMap();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const frame = root().querySelector<HTMLElement>('.si-return-map__frame')!;
    // As on an iPhone: no `fullscreenEnabled`, no `requestFullscreen` on the box.
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: undefined });
    onTestFinished(() => void Reflect.deleteProperty(document, 'fullscreenEnabled'));
    expect('requestFullscreen' in frame).toBe(false);
    const resize = vi.spyOn(maplibre.maps[0]!, 'resize');

    await user.click(screen.getByRole('button', { name: 'Во весь экран' }));
    expect(frame).toHaveAttribute('data-full', 'window');
    const exit = screen.getByRole('button', { name: 'Выйти из полноэкранного режима' });
    expect(exit).toHaveAttribute('title', 'Выйти из полноэкранного режима');
    expect(exit).toHaveFocus();
    expect(resize).toHaveBeenCalledTimes(1);

    await user.click(exit);
    expect(frame).not.toHaveAttribute('data-full');
    expect(screen.getByRole('button', { name: 'Во весь экран' })).toHaveFocus();
    expect(resize).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Во весь экран' }));
    // An Escape a modal on top has handled is not for the map.
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    act(() => void document.dispatchEvent(handled));
    expect(frame).toHaveAttribute('data-full', 'window');
    await user.keyboard('{Escape}');
    expect(frame).not.toHaveAttribute('data-full');
    expect(screen.getByRole('button', { name: 'Во весь экран' })).toBeInTheDocument();
    expect(resize).toHaveBeenCalledTimes(4);
  });

  it('keeps the focus on the map while it fills the screen: Tab past its controls comes back to the button that leaves', async () => {
    const user = userEvent.setup();
    // The page's own links before the map (its header).
    const header = document.body.insertBefore(document.createElement('a'), document.body.firstChild);
    header.href = '/';
    header.textContent = 'На главную';
    onTestFinished(() => header.remove());
    const { root } = renderMap();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const frame = root().querySelector<HTMLElement>('.si-return-map__frame')!;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: undefined });
    onTestFinished(() => void Reflect.deleteProperty(document, 'fullscreenEnabled'));
    await user.click(screen.getByRole('button', { name: 'Во весь экран' }));
    expect(frame).toHaveAttribute('data-full', 'window');
    const exit = screen.getByRole('button', { name: 'Выйти из полноэкранного режима' });
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(frame.contains(document.activeElement)).toBe(true);
    }
    for (let step = 0; step < 4; step += 1) {
      await user.tab({ shift: true });
      expect(frame.contains(document.activeElement)).toBe(true);
    }
    // Back on the page, Tab goes on to the list again.
    await user.click(exit);
    await user.tab();
    await user.tab();
    expect(frame.contains(document.activeElement)).toBe(false);
  });

  it('leaves the window to the page when the map fails while filling it', async () => {
    const user = userEvent.setup();
    const { maplibre, root } = renderMap({ leaflet: fakeEngine('leaflet', 'unloadable') });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const frame = root().querySelector<HTMLElement>('.si-return-map__frame')!;
    await user.click(screen.getByRole('button', { name: 'Во весь экран' }));
    expect(frame).toHaveAttribute('data-full', 'window');
    act(() => maplibre.maps[0]!.options.onFailure({ kind: 'context-lost' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(frame).not.toHaveAttribute('data-full');
  });

  it('fills the window when the browser refuses fullscreen all the same', async () => {
    const user = userEvent.setup();
    const { root } = renderMap();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const frame = root().querySelector<HTMLElement>('.si-return-map__frame')!;
    frame.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    onTestFinished(() => void Reflect.deleteProperty(document, 'fullscreenEnabled'));
    await user.click(screen.getByRole('button', { name: 'Во весь экран' }));
    await waitFor(() => expect(frame).toHaveAttribute('data-full', 'window'));
    expect(screen.getByRole('button', { name: 'Выйти из полноэкранного режима' })).toBeInTheDocument();
  });

  it('says the map did not load when the data fails, and brings back the server’s list of points', async () => {
    const server = document.createElement('section');
    server.innerHTML = '<h2>Пункты в городе Казань</h2><ol><li>Пункт на Баумана</li></ol>';
    const { root } = renderMap({ data: 'fail', fallback: [server] });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('status')).toHaveTextContent('Карта не загрузилась. Пункты возврата — в списке.');
    expect(screen.getByRole('heading', { name: 'Пункты в городе Казань' })).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('Пункт на Баумана');
    expect(screen.queryByRole('button', { name: 'Показать на карте' })).toBeNull();
  });

  it('says there are no points when the data has none', async () => {
    const { root } = renderMap({ data: mapData([]) });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByText('Пунктов пока нет.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('return map list without a map (docs/islands/return-map.md#errors)', () => {
  const manyPoints = (count: number) => mapData(Array.from({ length: count }, (_, i) => dataPoint(String(i + 1), { name: `Пункт ${i + 1}` })));

  it('reaches every point from the list when neither engine can draw: no dead buttons, no word of zooming', async () => {
    const user = userEvent.setup();
    const { root } = renderMap({ maplibre: fakeEngine('maplibre', 'throw'), leaflet: fakeEngine('leaflet', 'unloadable'), data: manyPoints(121) });
    // One live region says it, the one that has said «Загружаем карту…» since the start: its text changes.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Загружаем карту…');
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Карта не загрузилась. Пункты возврата — в списке.');
    const list = screen.getByRole('region', { name: 'Пункты возврата' });
    expect(list).toHaveTextContent('Показаны 50 из 121 пункта.');
    expect(list).not.toHaveTextContent(/приблизьте/i);
    expect(screen.queryByRole('button', { name: 'Показать на карте' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(50);

    await user.click(screen.getByRole('button', { name: 'Показать ещё 50' }));
    // The keyboard goes on from the first new point, not from the page's top.
    expect(screen.getByRole('heading', { name: 'Пункт 51' })).toHaveFocus();
    expect(list).toHaveTextContent('Показаны 100 из 121 пункта.');
    await user.click(screen.getByRole('button', { name: 'Показать ещё 21' }));
    expect(screen.getByRole('heading', { name: 'Пункт 101' })).toHaveFocus();
    expect(list).toHaveTextContent('Пунктов: 121.');
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('h3')!.textContent)).toEqual(Array.from({ length: 121 }, (_, i) => `Пункт ${i + 1}`));
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).toBeNull();
    // Every button left does something.
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('hands the focus to the list when the map is lost under a focused «Показать на карте»', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    const leaflet = fakeEngine('leaflet');
    const { root } = renderMap({ maplibre, leaflet });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const [show] = screen.getAllByRole('button', { name: 'Показать на карте' });
    act(() => show!.focus());
    act(() => maplibre.maps[0]!.options.onFailure({ kind: 'context-lost' }));
    await waitFor(() => expect(leaflet.maps).toHaveLength(1));
    expect(show).toHaveFocus();
    act(() => leaflet.maps[0]!.failToDraw());
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('region', { name: 'Пункты возврата' })).toHaveFocus();
  });

  it('keeps the template\'s own list out when the island has the points', async () => {
    const server = document.createElement('section');
    server.innerHTML = '<h2>Пункты в городе Казань</h2><ol><li>Пункт на Баумана</li></ol>';
    const { root } = renderMap({ maplibre: fakeEngine('maplibre', 'throw'), leaflet: fakeEngine('leaflet', 'throw'), fallback: [server] });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.queryByRole('heading', { name: 'Пункты в городе Казань' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('return map list note', () => {
  it('counts the points in view in the genitive after «из»: 51 пункта, 52 пунктов', async () => {
    const { root } = renderMap({ data: mapData(Array.from({ length: 51 }, (_, i) => dataPoint(String(i + 1)))) });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByText('Показаны 50 из 51 пункта в этой части карты — приблизьте карту, чтобы увидеть остальные.')).toBeInTheDocument();
    expect(messages.listNote(50, 52)).toBe('Показаны 50 из 52 пунктов в этой части карты — приблизьте карту, чтобы увидеть остальные.');
    expect(messages.listNote(50, 101)).toMatch(/^Показаны 50 из 101 пункта /);
    expect(messages.listNote(50, 111)).toMatch(/^Показаны 50 из 111 пунктов /);
    expect(messages.listNote(50, 10_000)).toMatch(/^Показаны 50 из 10\u00a0000 пунктов /);
    expect(messages.listNoteNoMap(50, 71)).toBe('Показаны 50 из 71 пункта.');
    expect(messages.listNoteNoMap(50, 74)).toBe('Показаны 50 из 74 пунктов.');
  });
});

describe('return map popup', () => {
  it('shows the point\'s fields, its note and pictures as text, never as HTML', () => {
    const [point] = [
      {
        ...dataPoint('7', { name: '<b>Пункт</b>', balloon: '<img src=x onerror=alert(1)>', images: ['/images/points/storefront.svg'] }),
        lng: 37.6,
        lat: 55.7,
      },
    ];
    const box = popupContent(point!, document);
    document.body.append(box);
    expect(box.querySelector('h3')).toHaveTextContent('<b>Пункт</b>');
    expect(box.querySelector('b')).toBeNull();
    expect(box).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(box.querySelectorAll('img')).toHaveLength(1);
    expect(box.querySelector('img')).toHaveAttribute('alt', 'Фото: <b>Пункт</b>');
    expect(box.querySelector('a')).toHaveAttribute('href', 'tel:+74951234567');
    expect(box).toHaveTextContent('Часы работы: Ежедневно 9:00–21:00');
    box.remove();
  });
});
