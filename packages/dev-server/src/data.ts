/** The demo data, loaded from the committed JSON files (the source of truth), typed. */
import authJson from './data/auth.json';
import captchaJson from './data/captcha.json';
import carsJson from './data/cars.json';
import citiesJson from './data/cities.json';
import installJson from './data/install-services.json';
import catalogJson from './data/products.json';
import returnPointsJson from './data/return-points.json';
import type { AuthData, CaptchaEntry, CarBrand, Catalog, City, InstallOffer, Product, ReturnPoint } from './types';

export const catalog: Catalog = catalogJson as unknown as Catalog;
export const products: readonly Product[] = catalog.products;
export const cities: readonly City[] = citiesJson as unknown as City[];
export const carBrands: readonly CarBrand[] = carsJson as unknown as CarBrand[];
export const returnPoints: readonly ReturnPoint[] = returnPointsJson as unknown as ReturnPoint[];
export const captchas: readonly CaptchaEntry[] = captchaJson as unknown as CaptchaEntry[];
export const authData: AuthData = authJson as unknown as AuthData;
export const installOffers: readonly InstallOffer[] = installJson as unknown as InstallOffer[];

const byId = new Map(products.map((product) => [product.id, product]));

export function findProduct(id: number): Product | undefined {
  return byId.get(id);
}
