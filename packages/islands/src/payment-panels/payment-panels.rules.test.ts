import { panelFromHash } from './payment-panels.rules';

const IDS = ['payment-cash', 'payment-instalment', 'delivery-install'];

describe('panelFromHash', () => {
  test('names the panel whose id follows the #', () => {
    expect(panelFromHash('#payment-instalment', IDS)).toBe('payment-instalment');
    expect(panelFromHash('#delivery-install', IDS)).toBe('delivery-install');
  });

  test('names no panel for an empty hash, another anchor of the page or an unknown panel', () => {
    expect(panelFromHash('', IDS)).toBeNull();
    expect(panelFromHash('#', IDS)).toBeNull();
    expect(panelFromHash('#payment-title', IDS)).toBeNull();
    expect(panelFromHash('payment-cash', IDS)).toBeNull();
    expect(panelFromHash('#Payment-cash', IDS)).toBeNull();
  });

  test('reads a percent-encoded hash decoded, and a malformed escape as no panel', () => {
    expect(panelFromHash('#payment%2Dcash', IDS)).toBe('payment-cash');
    expect(panelFromHash('#payment-cash%E0%A4%A', IDS)).toBeNull();
  });
});
