// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authData, captchas, carBrands, catalog, cities, installOffers, products, returnPoints } from './data';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));

describe('demo catalogue', () => {
  it('has at least 60 products with unique ids and codes in the four sections', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    expect(catalog.sections.map((s) => s.code)).toEqual(['signalizatsii', 'gps-trekery', 'immobilayzery', 'aksessuary']);
    for (const section of catalog.sections) {
      expect(section.name).toMatch(/[А-Яа-я]/);
      expect(products.filter((p) => p.sectionCode === section.code).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('keeps product 101 as in the embedding example of the README: an alarm for 15 990 roubles, in stock', () => {
    const product = products.find((p) => p.id === 101);
    expect(product).toMatchObject({ price: 15990, purchasingOption: 'AVAILABLE', sectionCode: 'signalizatsii' });
    expect(product?.name).toBe('Автосигнализация Стражъ A93 v2 2CAN+2LIN');
  });

  it('has prices on both sides of 30 000 (the instalment limit)', () => {
    expect(products.some((p) => p.price <= 30000)).toBe(true);
    expect(products.filter((p) => p.price > 30000).length).toBeGreaterThanOrEqual(5);
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      expect(p.optPrice).toBeLessThan(p.price);
      if (p.oldPrice !== null) expect(p.oldPrice).toBeGreaterThan(p.price);
    }
  });

  it('has every purchasing state, with no stock when not available', () => {
    for (const option of ['AVAILABLE', 'NOT_FOR_SALE', 'NO_AVAILABLE'] as const) {
      expect(products.filter((p) => p.purchasingOption === option).length).toBeGreaterThanOrEqual(3);
    }
    for (const p of products) {
      if (p.purchasingOption === 'AVAILABLE') expect(p.quantity).toBeGreaterThan(0);
      else expect(p.quantity).toBe(0);
    }
  });

  it('uses only the defined purposes and features, and every purpose and feature is used', () => {
    const purposeIds = new Set(catalog.purposes.map((p) => p.id));
    const featureCodes = new Set(catalog.features.map((f) => f.code));
    expect(featureCodes).toEqual(new Set(['autostart', 'gsm', 'gps', 'bluetooth', 'immobilizer', 'can', 'app', 'feedback']));
    for (const p of products) {
      for (const id of p.purposes) expect(purposeIds.has(id)).toBe(true);
      for (const code of p.features) expect(featureCodes.has(code)).toBe(true);
    }
    for (const id of purposeIds) expect(products.some((p) => p.purposes.includes(id))).toBe(true);
    for (const code of featureCodes) expect(products.some((p) => p.features.includes(code))).toBe(true);
  });

  it('has 15–30 characteristics per product, some equal across products and some differing', () => {
    for (const p of products) {
      expect(p.characteristics.length).toBeGreaterThanOrEqual(15);
      expect(p.characteristics.length).toBeLessThanOrEqual(30);
      expect(new Set(p.characteristics.map((c) => c.name)).size).toBe(p.characteristics.length);
    }
    const alarms = products.filter((p) => p.sectionCode === 'signalizatsii');
    const valuesOf = (name: string) => new Set(alarms.map((p) => p.characteristics.find((c) => c.name === name)?.value));
    expect(valuesOf('Рабочая температура, °C')).toEqual(new Set(['от −40 до +85']));
    expect(valuesOf('Ток потребления в режиме охраны, мА').size).toBeGreaterThan(3);
  });

  it('has a sort value, a description, equipment and local pictures for every product', () => {
    expect(new Set(products.map((p) => p.sort)).size).toBe(products.length);
    for (const p of products) {
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.equipment.length).toBeGreaterThan(0);
      expect(p.images[0]).toBe(p.image);
      for (const image of p.images) {
        const file = join(publicDir, image);
        expect(existsSync(file)).toBe(true);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg /);
      }
    }
  });
});

describe('other demo data', () => {
  it('has at least 150 cities, including Kazakhstan and Belarus', () => {
    expect(cities.length).toBeGreaterThanOrEqual(150);
    const byCode = (code: string) => cities.filter((c) => c.country_code === code);
    expect(byCode('RU').every((c) => c.country_name === 'Россия')).toBe(true);
    expect(byCode('KZ').length).toBeGreaterThanOrEqual(10);
    expect(byCode('KZ').every((c) => c.country_name === 'Казахстан')).toBe(true);
    expect(byCode('BY').length).toBeGreaterThanOrEqual(10);
    expect(byCode('BY').every((c) => c.country_name === 'Беларусь')).toBe(true);
    expect(byCode('RU').length + byCode('KZ').length + byCode('BY').length).toBe(cities.length);
    expect(new Set(cities.map((c) => c.city_name)).size).toBe(cities.length);
  });

  it('has at least 15 car brands, each with models', () => {
    expect(carBrands.length).toBeGreaterThanOrEqual(15);
    for (const brand of carBrands) {
      expect(brand.models.length).toBeGreaterThanOrEqual(3);
      expect(brand.code).toMatch(/^[a-z0-9-]+$/);
      for (const model of brand.models) expect(model.code).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('has at least 300 return points in Russia with coordinates, addresses and hours', () => {
    expect(returnPoints.length).toBeGreaterThanOrEqual(300);
    expect(new Set(returnPoints.map((p) => p.id)).size).toBe(returnPoints.length);
    for (const point of returnPoints) {
      expect(point.lat).toBeGreaterThan(41);
      expect(point.lat).toBeLessThan(70);
      expect(point.lng).toBeGreaterThan(19);
      expect(point.lng).toBeLessThan(180);
      expect(point.address).toMatch(/^г\. [А-Я].*, д\. \d+/);
      expect(point.hours).toMatch(/[0-9]|Круглосуточно/);
      expect(point.name).toMatch(/Пункт/);
    }
  });

  it('has captcha pairs with their pictures, SMS contacts and installation offers', () => {
    expect(captchas.length).toBeGreaterThanOrEqual(3);
    for (const entry of captchas) {
      expect(entry.sid).toMatch(/^[0-9a-f]{32}$/);
      expect(entry.code).toMatch(/^[A-Z0-9]{5}$/);
      expect(existsSync(join(publicDir, 'images', 'captcha', `${entry.sid}.svg`))).toBe(true);
    }
    expect(authData.contacts.some((c) => c.blocked)).toBe(true);
    expect(authData.contacts.some((c) => !c.blocked)).toBe(true);
    expect(installOffers.map((o) => o.sectionCode).sort()).toEqual(catalog.sections.map((s) => s.code).sort());
  });
});
