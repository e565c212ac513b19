import { signal } from '@preact/signals-core';
import { createSidePanelModel, parseSidePanelProps } from './side-panel.model';

const at = (x: number, y: number, time: number) => ({ x, y, time });
/** A panel over a store that knows no city, as on a first visit. */
const panel = () => createSidePanelModel({ shownCity: 'Москва', city: signal({ cityName: '' }) });

describe('side-panel model', () => {
  it('toggles open and closed from the button, and closes', () => {
    const model = panel();
    expect(model.state.value).toBe('closed');
    model.toggle();
    expect(model.state.value).toBe('open');
    model.toggle();
    expect(model.state.value).toBe('closed');
    model.toggle();
    model.close();
    expect(model.state.value).toBe('closed');
  });

  it('toggles on a right swipe, both ways', () => {
    const model = panel();
    model.touchStart(at(5, 300, 100));
    model.touchEnd(at(60, 305, 250));
    expect(model.state.value).toBe('open');
    model.touchStart(at(50, 300, 1000));
    model.touchEnd(at(75, 300, 1400));
    expect(model.state.value).toBe('closed');
  });

  it('does nothing for a slow or short swipe, a lift without a touch-down, or a cancelled touch', () => {
    const model = panel();
    model.touchStart(at(5, 300, 0));
    model.touchEnd(at(100, 300, 501));
    model.touchStart(at(5, 300, 1000));
    model.touchEnd(at(20, 300, 1100));
    model.touchEnd(at(100, 300, 1200));
    model.touchStart(at(5, 300, 2000));
    model.touchCancel();
    model.touchEnd(at(100, 300, 2100));
    expect(model.state.value).toBe('closed');
  });

  it('names the store\'s city over the printed one, follows it, and falls back to the printed one', () => {
    const city = signal({ cityName: 'Тверь' });
    const model = createSidePanelModel({ shownCity: 'Москва', city });
    // A cached page printed Москва; the shopper chose Тверь.
    expect(model.cityName.value).toBe('Тверь');
    // Chosen in another tab: the store follows, and so does the panel.
    city.value = { cityName: 'Орёл' };
    expect(model.cityName.value).toBe('Орёл');
    city.value = { cityName: '' };
    expect(model.cityName.value).toBe('Москва');
    expect(createSidePanelModel({ shownCity: '', city: signal({ cityName: '' }) }).cityName.value).toBe('');
  });
});

describe('side-panel props', () => {
  it('takes the links, the city and the phone, the last two optional', () => {
    expect(parseSidePanelProps({ items: [{ url: '/support/', name: 'Техподдержка' }] })).toEqual({
      items: [{ url: '/support/', name: 'Техподдержка' }],
      cityName: '',
      phone: '',
    });
  });

  it('rejects bad links, naming the field', () => {
    expect(() => parseSidePanelProps({ items: 'Каталог' })).toThrow(/^props\.items: expected a list/);
    expect(() => parseSidePanelProps({ items: [{ name: 'Каталог' }] })).toThrow(/^props\.items\[0\]\.url:/);
  });
});
