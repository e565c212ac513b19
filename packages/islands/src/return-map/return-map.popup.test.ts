import { popupMaxWidth, popupShift } from './return-map.popup';

/** A box from its left, top, width and height. */
const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });

// A phone's map (343 × 360 px at the page's 16 px margin) and the island's four controls at its
// top right: 36 px wide, 10 px from the edges.
const phoneMap = box(16, 100, 343, 360);
const phoneControls = box(16 + 343 - 46, 110, 36, 144);

describe('return map popups (docs/islands/return-map.md#popups)', () => {
  it('is 280 px wide at most, narrower where a centred popup would reach the controls', () => {
    expect(popupMaxWidth(768, 36)).toBe(280);
    expect(popupMaxWidth(343, 36)).toBe(231);
    expect(popupMaxWidth(375, 36)).toBe(263);
    // Never squeezed below a readable width.
    expect(popupMaxWidth(200, 36)).toBe(180);
  });

  it('stays where it is when it is in view and clear of the controls', () => {
    expect(popupShift(box(60, 200, 200, 120), phoneMap, phoneControls, 30)).toEqual([0, 0]);
  });

  it('on a phone, is narrowed so that a popup centred on its point clears the controls (opened from the list)', () => {
    // Full width (278 px) and centred above the map's middle, its «×» was under the zoom buttons;
    // it cannot pass beside them, so it would have to go below.
    const full = box(16 + 171 - 139, 143, 278, 140);
    expect(popupShift(full, phoneMap, phoneControls, 30)).toEqual([0, phoneControls.bottom + 10 - 143]);
    // Narrowed to the phone's width, it is clear of them where it opens.
    const narrowed = box(16 + 171 - 116, 143, popupMaxWidth(343, 36), 140);
    expect(popupShift(narrowed, phoneMap, phoneControls, 30)).toEqual([0, 0]);
  });

  it('moves left of the controls when it reaches under them and fits beside them (a point clicked near them)', () => {
    const near = box(150, 150, 200, 100);
    const [dx, dy] = popupShift(near, phoneMap, phoneControls, 30);
    expect(near.right + dx).toBe(phoneControls.left - 10);
    expect(dy).toBe(0);
  });

  it('goes below the controls when it is too wide to pass beside them', () => {
    const wide = box(40, 130, 290, 100);
    const [dx, dy] = popupShift(wide, phoneMap, phoneControls, 30);
    expect(wide.top + dy).toBe(phoneControls.bottom + 10);
    expect(wide.left + dx).toBe(phoneMap.left + 30);
  });

  it('only the padding counts for a popup lower than the controls', () => {
    expect(popupShift(box(150, 300, 180, 100), phoneMap, phoneControls, 30)).toEqual([-1, 0]);
    expect(popupShift(box(150, 300, 150, 100), phoneMap, phoneControls, 30)).toEqual([0, 0]);
  });

  it('comes into the map from every edge, padding kept (a point clicked at the edge)', () => {
    expect(popupShift(box(0, 200, 200, 100), phoneMap, null, 30)).toEqual([46, 0]);
    expect(popupShift(box(200, 200, 200, 100), phoneMap, null, 30)).toEqual([-71, 0]);
    expect(popupShift(box(60, 90, 200, 100), phoneMap, null, 30)).toEqual([0, 40]);
    expect(popupShift(box(60, 400, 200, 100), phoneMap, null, 30)).toEqual([0, -70]);
  });

  it('keeps the heading and «×» corner in view when the popup is larger than the map', () => {
    expect(popupShift(box(-50, 20, 400, 500), phoneMap, null, 30)).toEqual([96, 110]);
  });
});
