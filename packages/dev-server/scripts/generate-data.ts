/**
 * Generates the demo data of the mock backend, once: `npx tsx packages/dev-server/scripts/generate-data.ts`.
 * Deterministic (seeded PRNG), so re-running it gives the same files. The JSON it writes under
 * `src/data/` and the SVG pictures under `public/images/` are committed; the handlers read the JSON.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captchaSvg, productSvg } from '../src/svg';
import { mulberry32, pick, randInt } from '../src/prng';
import type {
  AuthData,
  CaptchaEntry,
  CarBrand,
  Catalog,
  Characteristic,
  City,
  Feature,
  InstallOffer,
  Product,
  Purpose,
  PurchasingOption,
  ReturnPoint,
  Section,
} from '../src/types';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'src', 'data');
const imagesDir = join(root, 'public', 'images');
const random = mulberry32(20240917);

/* ------------------------------------------------------------------ catalogue */

const sections: Section[] = [
  { code: 'signalizatsii', name: 'Автосигнализации', url: '/catalog/signalizatsii/' },
  { code: 'gps-trekery', name: 'GPS-трекеры и телематика', url: '/catalog/gps-trekery/' },
  { code: 'immobilayzery', name: 'Иммобилайзеры', url: '/catalog/immobilayzery/' },
  { code: 'aksessuary', name: 'Автоаксессуары', url: '/catalog/aksessuary/' },
];

const purposes: Purpose[] = [
  { id: 1, name: 'Защита от угона' },
  { id: 2, name: 'Автозапуск' },
  { id: 3, name: 'Мониторинг' },
  { id: 4, name: 'Управление со смартфона' },
  { id: 5, name: 'Контроль топлива' },
  { id: 6, name: 'Для автопарка' },
  { id: 7, name: 'Комфорт и сервис' },
];

const features: Feature[] = [
  { code: 'autostart', name: 'Автозапуск двигателя' },
  { code: 'gsm', name: 'GSM-модуль' },
  { code: 'gps', name: 'GPS/ГЛОНАСС' },
  { code: 'bluetooth', name: 'Bluetooth' },
  { code: 'immobilizer', name: 'Иммобилайзер' },
  { code: 'can', name: 'CAN-интерфейс' },
  { code: 'app', name: 'Мобильное приложение' },
  { code: 'feedback', name: 'Обратная связь' },
];

/** [kind, brand, model, price, features, extra purposes] */
type Def = [string, string, string, number, string[], number[]?];

const A = 'Автосигнализация';
const alarms: Def[] = [
  [A, 'Стражъ', 'A93 v2 2CAN+2LIN', 15990, ['autostart', 'can', 'feedback', 'immobilizer']],
  [A, 'Стражъ', 'A63 v2 ECO', 9990, ['feedback', 'can']],
  [A, 'Стражъ', 'A96 v2 2CAN+4LIN', 21990, ['autostart', 'can', 'feedback', 'immobilizer', 'bluetooth']],
  [A, 'Стражъ', 'E96 v2 BT ECO', 18490, ['autostart', 'can', 'bluetooth', 'feedback', 'app']],
  [A, 'Стражъ', 'E96 v2 BT GSM', 26990, ['autostart', 'can', 'bluetooth', 'gsm', 'app', 'feedback']],
  [A, 'Стражъ', 'S96 v2 BT 2CAN+4LIN GSM-GPS', 34990, ['autostart', 'can', 'bluetooth', 'gsm', 'gps', 'app', 'feedback', 'immobilizer']],
  [A, 'Стражъ', 'X96 v2 ГЛОНАСС Pro', 41990, ['autostart', 'can', 'bluetooth', 'gsm', 'gps', 'app', 'feedback', 'immobilizer']],
  [A, 'Стражъ', 'V67 Мото', 14990, ['feedback', 'bluetooth', 'app']],
  [A, 'AutoGuard', 'X-1800 BT', 17990, ['autostart', 'can', 'bluetooth', 'feedback', 'app']],
  [A, 'AutoGuard', 'X-1900 BT GSM', 28990, ['autostart', 'can', 'bluetooth', 'gsm', 'feedback', 'app']],
  [A, 'AutoGuard', 'DX-4G Pro', 45990, ['autostart', 'can', 'bluetooth', 'gsm', 'gps', 'app', 'feedback', 'immobilizer']],
  [A, 'AutoGuard', 'Light 300', 6990, ['feedback']],
  [A, 'AutoGuard', 'Light 500 Автозапуск', 11490, ['autostart', 'feedback']],
  [A, 'AutoGuard', 'X-2000 Slave CAN', 19990, ['can', 'bluetooth', 'app', 'immobilizer']],
  [A, 'Falcon', 'F-3 Base', 7490, []],
  [A, 'Falcon', 'F-7 Dialog', 13490, ['autostart', 'feedback']],
  [A, 'Falcon', 'F-9 Dialog CAN', 16990, ['autostart', 'can', 'feedback']],
  [A, 'Falcon', 'F-11 GSM Dialog', 31990, ['autostart', 'can', 'gsm', 'gps', 'app', 'feedback']],
  [A, 'Falcon', 'Smart 4G Slave', 24990, ['gsm', 'app', 'can', 'bluetooth']],
  [A, 'Бастион', 'Б-12 Мото', 8490, ['feedback']],
  [A, 'Бастион', 'Б-20 CAN', 12990, ['can', 'feedback']],
  [A, 'Бастион', 'Б-25 Slave BT', 15490, ['can', 'bluetooth', 'app']],
  [A, 'Бастион', 'Б-30 GSM Автозапуск', 23990, ['autostart', 'gsm', 'app', 'feedback', 'can']],
  [A, 'Бастион', 'Б-40 GSM-GPS Премиум', 38990, ['autostart', 'gsm', 'gps', 'app', 'feedback', 'can', 'immobilizer', 'bluetooth']],
];

const T = 'GPS-трекер';
const M = 'Маяк';
const TT = 'Телематический терминал';
const trackers: Def[] = [
  [T, 'Tracker Pro', '4G', 8990, ['gps', 'gsm', 'app']],
  [T, 'Tracker Pro', '2G Lite', 4490, ['gps', 'gsm']],
  [T, 'Tracker Pro', '4G CAN', 12990, ['gps', 'gsm', 'app', 'can']],
  [T, 'Tracker Pro', 'OBD 4G', 6490, ['gps', 'gsm', 'app', 'can']],
  [M, 'Tracker Pro', 'Beacon 3 года', 6990, ['gps', 'gsm', 'app'], [1]],
  [TT, 'Tracker Pro', 'Fleet 4G', 24990, ['gps', 'gsm', 'can', 'app'], [6]],
  [M, 'GeoLink', 'Сателлит 5 лет', 9490, ['gps', 'gsm', 'app'], [1]],
  [T, 'GeoLink', 'M7 ГЛОНАСС', 10990, ['gps', 'gsm', 'app']],
  [T, 'GeoLink', 'M9 BT', 13990, ['gps', 'gsm', 'app', 'bluetooth']],
  [TT, 'GeoLink', 'Fleet 3 CAN-LOG', 32990, ['gps', 'gsm', 'can', 'app'], [5, 6]],
  [TT, 'NaviTrack', 'T-800 Fleet', 29990, ['gps', 'gsm', 'can'], [6]],
  [TT, 'NaviTrack', 'T-1000 Fleet Pro', 35990, ['gps', 'gsm', 'can', 'bluetooth', 'app'], [5, 6]],
  [T, 'NaviTrack', 'Mini', 3490, ['gps', 'gsm']],
  [T, 'NaviTrack', 'Moto 4G', 7990, ['gps', 'gsm', 'app']],
  [T, 'Омега', 'Т-5', 5990, ['gps', 'gsm']],
  [T, 'Омега', 'Т-7 BT', 9490, ['gps', 'gsm', 'bluetooth', 'app']],
  [TT, 'Омега', 'Т-9 Топливо', 30990, ['gps', 'gsm', 'can', 'app'], [5, 6]],
  [M, 'Омега', 'Автономный 7 лет', 11990, ['gps', 'gsm'], [1]],
];

const I = 'Иммобилайзер';
const immobilizers: Def[] = [
  [I, 'KeyLock', 'Ghost Mini', 7490, ['immobilizer']],
  [I, 'KeyLock', 'Ghost 310', 8990, ['immobilizer', 'bluetooth']],
  [I, 'KeyLock', 'Ghost 540 CAN', 14990, ['immobilizer', 'bluetooth', 'can', 'app']],
  [I, 'KeyLock', 'Ghost 810 BT', 19990, ['immobilizer', 'bluetooth', 'can', 'app']],
  [I, 'Нейтрино', 'iQ 5', 10490, ['immobilizer', 'bluetooth']],
  [I, 'Нейтрино', 'iQ 8 CAN', 17490, ['immobilizer', 'bluetooth', 'can', 'app']],
  [I, 'Нейтрино', 'iQ 12 Premium', 32990, ['immobilizer', 'bluetooth', 'can', 'app', 'gsm']],
  [I, 'Cobalt Guard', 'Tag 2', 9990, ['immobilizer']],
  [I, 'Cobalt Guard', 'Tag 4 CAN', 15990, ['immobilizer', 'can', 'bluetooth']],
  [I, 'Cobalt Guard', 'Shield Pro GSM', 29990, ['immobilizer', 'can', 'gsm', 'gps', 'app']],
];

/** Accessories: [kind, brand, model (rest of the name), price, features, purposes]. */
const accessories: Def[] = [
  ['Брелок с дисплеем', 'Стражъ', 'для A93/A63', 3490, [], [7]],
  ['Брелок дополнительный', 'Стражъ', 'для E96', 2290, [], [7]],
  ['Чехол силиконовый для брелока', 'Стражъ', 'A93, чёрный', 390, [], [7]],
  ['Аккумулятор для брелока', 'Стражъ', 'A93', 790, [], [7]],
  ['Модуль обхода иммобилайзера', 'Стражъ', 'BP-03', 2990, ['can'], [1, 2]],
  ['Чехол кожаный для брелока', 'AutoGuard', 'X-1800', 890, [], [7]],
  ['Сирена шеститональная', 'Falcon', 'S-20', 1290, [], [1]],
  ['Датчик наклона и объёма', 'Falcon', 'T-1', 2490, [], [1]],
  ['Датчик удара двухзонный', 'Бастион', 'ДУ-2', 990, [], [1]],
  ['GSM-антенна выносная', 'GeoLink', 'A-3', 1190, ['gsm'], [3]],
  ['Датчик уровня топлива', 'GeoLink', 'FLS-700', 14990, [], [5, 6]],
  ['Комплект датчиков уровня топлива', 'GeoLink', 'FLS-700 (2 шт.)', 31990, [], [5, 6]],
  ['Кнопка экстренного вызова', 'NaviTrack', 'SOS', 1990, ['gsm'], [3, 6]],
  ['Реле блокировки беспроводное', 'KeyLock', 'R-1', 3990, ['bluetooth'], [1]],
  ['Метка для иммобилайзера', 'KeyLock', 'Ghost', 2490, ['bluetooth'], [1]],
  ['Видеорегистратор', 'Navix', 'DVR-300', 6990, [], [7]],
  ['Видеорегистратор с GPS', 'Navix', 'DVR-500', 11990, ['gps'], [7]],
  ['Радар-детектор', 'Navix', 'RD-8 Signature', 12990, ['gps'], [7]],
  ['Держатель для смартфона магнитный', 'Navix', 'Magnet', 1490, [], [7]],
  ['Элементы питания CR2032', 'Энергия', '(2 шт.)', 290, [], [7]],
];

const yes = (flag: boolean) => (flag ? 'Да' : 'Нет');
const round90 = (value: number) => Math.max(90, Math.round((value - 90) / 100) * 100 + 90);
const dims = () => `${randInt(random, 60, 120)}×${randInt(random, 40, 90)}×${randInt(random, 15, 30)}`;

const countryOf: Record<string, string> = {
  'Стражъ': 'Россия',
  'AutoGuard': 'Россия',
  'Falcon': 'Китай',
  'Бастион': 'Россия',
  'Tracker Pro': 'Россия',
  'GeoLink': 'Россия',
  'NaviTrack': 'Китай',
  'Омега': 'Россия',
  'KeyLock': 'Россия',
  'Нейтрино': 'Россия',
  'Cobalt Guard': 'Беларусь',
  'Navix': 'Китай',
  'Энергия': 'Россия',
};

function alarmCharacteristics(model: string, f: Set<string>): [string, string][] {
  const canCount = /2CAN/.test(model) ? '2 CAN' : f.has('can') ? '1 CAN' : 'Нет';
  const lin = /4LIN/.test(model) ? '4 LIN' : /2LIN/.test(model) ? '2 LIN' : f.has('can') ? '1 LIN' : 'Нет';
  return [
    ['Тип системы', f.has('autostart') ? 'Охранная с автозапуском' : /Slave/.test(model) ? 'Охранная, слейв-режим' : 'Охранная'],
    ['Связь с брелоком', f.has('feedback') ? 'Двусторонняя' : 'Односторонняя'],
    ['Рабочая частота, МГц', pick(random, ['868', '868', '433,92'])],
    ['Дальность оповещения, м', f.has('feedback') ? String(pick(random, [1200, 1500, 2000, 2000, 2500])) : '—'],
    ['Дальность управления, м', String(pick(random, [600, 800, 800, 1000]))],
    ['Дисплей брелока', f.has('feedback') ? pick(random, ['ЖК-дисплей', 'ЖК-дисплей', 'OLED-дисплей']) : 'Нет'],
    ['Брелоков в комплекте', '2'],
    ['Питание брелока', pick(random, ['Батарейка AAA', 'Встроенный аккумулятор'])],
    ['Автозапуск двигателя', yes(f.has('autostart'))],
    ['GSM-модуль', yes(f.has('gsm'))],
    ['GPS/ГЛОНАСС', yes(f.has('gps'))],
    ['Bluetooth', f.has('bluetooth') ? 'Bluetooth Smart 5.0' : 'Нет'],
    ['CAN-интерфейс', canCount],
    ['LIN-интерфейс', lin],
    ['Датчик удара', 'Встроенный, двухуровневый'],
    ['Датчик наклона и движения', pick(random, ['Встроенный', 'Нет'])],
    ['Датчик температуры', 'Встроенный'],
    ['Иммобилайзер', yes(f.has('immobilizer'))],
    ['Обход штатного иммобилайзера', f.has('can') ? 'Бесключевой' : 'Требуется модуль обхода'],
    ['Ток потребления в режиме охраны, мА', String(randInt(random, 6, 25))],
    ['Рабочее напряжение, В', '9–18'],
    ['Рабочая температура, °C', 'от −40 до +85'],
    ['Мобильное приложение', yes(f.has('app'))],
    ['Размеры центрального блока, мм', dims()],
  ];
}

function trackerCharacteristics(kind: string, model: string, f: Set<string>, fuel: boolean): [string, string][] {
  const beacon = kind === M;
  const years = /(\d+)\s+(года|лет)/.exec(model);
  return [
    ['Тип устройства', kind],
    ['Стандарт связи', /4G/.test(model) ? '4G LTE / 2G' : '2G (GSM 900/1800)'],
    ['Навигационные системы', 'GPS/ГЛОНАСС'],
    ['Точность определения координат, м', pick(random, ['2,5', '2,5', '3', '5'])],
    ['Интервал передачи данных', beacon ? '1 раз в сутки' : 'от 10 с'],
    ['Питание', beacon ? 'Автономное (батареи)' : 'Бортовая сеть 9–36 В'],
    ['Встроенный аккумулятор, мА·ч', String(beacon ? pick(random, [6000, 9000, 12000]) : pick(random, [200, 500, 850, 1100]))],
    ['Срок автономной работы', years ? `до ${years[1]} ${years[2]}` : 'до 12 ч'],
    ['Внутренняя память, записей', pick(random, ['50 000', '100 000', '200 000'])],
    ['CAN-интерфейс', f.has('can') ? 'CAN-LOG' : 'Нет'],
    ['Bluetooth', yes(f.has('bluetooth'))],
    ['Датчик движения', 'Акселерометр'],
    ['Цифровые входы', beacon ? '—' : String(randInt(random, 2, 6))],
    ['Выходы управления', beacon ? '—' : String(randInt(random, 1, 4))],
    ['Поддержка датчиков уровня топлива', fuel ? 'Да (RS-485)' : 'Нет'],
    ['Степень защиты', beacon ? 'IP67' : pick(random, ['IP54', 'IP65'])],
    ['Рабочая температура, °C', 'от −40 до +85'],
    ['Габариты, мм', dims()],
    ['Вес, г', String(randInt(random, 30, 250))],
    ['Мобильное приложение', yes(f.has('app'))],
    ['SIM-карта', pick(random, ['Nano-SIM', 'Micro-SIM', 'eSIM + Nano-SIM'])],
  ];
}

function immobilizerCharacteristics(f: Set<string>): [string, string][] {
  return [
    ['Тип', 'Иммобилайзер с бесконтактной авторизацией'],
    ['Авторизация владельца', f.has('bluetooth') ? 'Смартфон по Bluetooth или радиометка' : 'Радиометка'],
    ['Радиометок в комплекте', '2'],
    ['Питание метки', 'CR2032'],
    ['Срок службы элемента питания метки', '1 год'],
    ['CAN-интерфейс', yes(f.has('can'))],
    ['Блокировка двигателя', f.has('can') ? 'Цифровая (CAN) и реле' : 'Беспроводное реле'],
    ['Режим «Антиограбление»', 'Да'],
    ['Режим «Свободные руки»', pick(random, ['Да', 'Нет'])],
    ['Сервисный режим', 'Да'],
    ['PIN-код экстренного отключения', 'Да'],
    ['Мобильное приложение', yes(f.has('app'))],
    ['GSM-модуль', yes(f.has('gsm'))],
    ['Рабочее напряжение, В', '9–16'],
    ['Рабочая температура, °C', 'от −40 до +85'],
    ['Ток потребления, мА', String(randInt(random, 3, 12))],
    ['Размеры блока, мм', dims()],
  ];
}

function accessoryCharacteristics(kind: string, model: string, f: Set<string>): [string, string][] {
  const passive = /Чехол|Держатель|Элементы питания|Метка|Аккумулятор/.test(kind);
  return [
    ['Тип', kind],
    ['Модель', model],
    ['Совместимость', /для/.test(model) ? model.replace(/^для\s+/, '') : 'Универсальная'],
    ['Материал', /силикон/i.test(kind) ? 'Силикон' : /кожан/i.test(kind) ? 'Натуральная кожа' : pick(random, ['Пластик ABS', 'Металл, пластик'])],
    ['Цвет', pick(random, ['Чёрный', 'Чёрный', 'Серый', 'Синий'])],
    ['Габариты, мм', dims()],
    ['Вес, г', String(randInt(random, 10, 400))],
    ['Рабочее напряжение, В', passive ? 'Не требуется' : '12'],
    ['Рабочая температура, °C', 'от −40 до +85'],
    ['Степень защиты', pick(random, ['IP40', 'IP54', 'IP67'])],
    ['Способ установки', pick(random, ['Скрытая', 'На стекло', 'На панель', 'В штатное место'])],
    ['Длина кабеля, м', passive ? '—' : String(pick(random, [1, 1.5, 2, 3])).replace('.', ',')],
    ['GPS', yes(f.has('gps'))],
    ['Bluetooth', yes(f.has('bluetooth'))],
    ['Срок службы', '5 лет'],
  ];
}

const equipmentBySection: Record<string, string[]> = {
  signalizatsii: ['Центральный блок', 'Брелок с дисплеем', 'Дополнительный брелок', 'Датчик температуры двигателя', 'Комплект проводов', 'Сервисная кнопка', 'Светодиодный индикатор', 'Инструкция по установке', 'Руководство пользователя'],
  'gps-trekery': ['Трекер', 'Комплект проводов питания', 'Двусторонний скотч', 'Инструкция по установке', 'Гарантийный талон'],
  immobilayzery: ['Блок иммобилайзера', 'Радиометка — 2 шт.', 'Элемент питания CR2032 — 2 шт.', 'Комплект проводов', 'Пластиковая карта с PIN-кодом', 'Руководство пользователя'],
  aksessuary: ['Изделие', 'Упаковка', 'Инструкция'],
};

function describe(kind: string, brand: string, f: Set<string>): string {
  // «мобильное приложение», but «GSM-модуль» and «Bluetooth» keep their capitals.
  const names = features
    .filter((item) => f.has(item.code))
    .map((item) => (/^[А-ЯЁ][а-яё]/.test(item.name) ? item.name[0]?.toLowerCase() + item.name.slice(1) : item.name));
  const list = names.length ? ` Возможности: ${names.join(', ')}.` : '';
  switch (kind) {
    case A:
      return `Охранная система ${brand} для легковых автомобилей.${list}`;
    case I:
      return `Скрытая защита от угона: двигатель не запустится без метки или смартфона владельца.${list}`;
    case T:
    case M:
    case TT:
      return `${kind} ${brand} для контроля местоположения автомобиля в режиме реального времени.${list}`;
    default:
      return `${kind} ${brand}: аксессуар для охранных и телематических систем.${list}`;
  }
}

function slug(text: string): string {
  const map: Record<string, string> = {
    а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
    о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '',
    э: 'e', ю: 'yu', я: 'ya',
  };
  return text
    .toLowerCase()
    .split('')
    .map((ch) => map[ch] ?? ch)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const products: Product[] = [];
/** Text under the picture: the model, or kind and model for accessories. */
const pictureLabels = new Map<number, string>();
const groups: [string, Def[]][] = [
  ['signalizatsii', alarms],
  ['gps-trekery', trackers],
  ['immobilayzery', immobilizers],
  ['aksessuary', accessories],
];
let nextId = 101;
for (const [sectionCode, defs] of groups) {
  const section = sections.find((item) => item.code === sectionCode) as Section;
  for (const [kind, brand, model, price, featureList, extraPurposes = []] of defs) {
    const id = nextId++;
    const f = new Set(featureList);
    const fuel = extraPurposes.includes(5);
    const name = `${kind} ${brand} ${model}`;
    const purposeIds = new Set<number>(extraPurposes);
    if (sectionCode === 'signalizatsii' || sectionCode === 'immobilayzery') purposeIds.add(1);
    if (f.has('autostart')) purposeIds.add(2);
    if (f.has('gps') || f.has('gsm')) purposeIds.add(3);
    if (f.has('app')) purposeIds.add(4);
    const specific =
      sectionCode === 'signalizatsii'
        ? alarmCharacteristics(model, f)
        : sectionCode === 'gps-trekery'
          ? trackerCharacteristics(kind, model, f, fuel)
          : sectionCode === 'immobilayzery'
            ? immobilizerCharacteristics(f)
            : accessoryCharacteristics(kind, model, f);
    const characteristics: Characteristic[] = [
      ['Производитель', brand] as [string, string],
      ['Страна производства', countryOf[brand] ?? 'Россия'] as [string, string],
      ...specific,
      ['Гарантия', sectionCode === 'signalizatsii' || sectionCode === 'immobilayzery' ? '3 года' : '1 год'] as [string, string],
    ].map(([n, value]) => ({ name: n, value }));
    const roll = random();
    // Product 101 (the README's embedding example) stays in stock; a few fixed ones show the other states.
    let purchasingOption: PurchasingOption = 'AVAILABLE';
    if (id !== 101) {
      if (roll < 0.07) purchasingOption = 'NOT_FOR_SALE';
      else if (roll < 0.17) purchasingOption = 'NO_AVAILABLE';
    }
    const quantity = purchasingOption === 'AVAILABLE' ? randInt(random, 1, 60) : 0;
    const code = slug(sectionCode === 'aksessuary' ? `${kind} ${brand} ${model}` : `${brand} ${model}`);
    if (products.some((product) => product.code === code)) throw new Error(`Duplicate product code ${code}`);
    pictureLabels.set(id, sectionCode === 'aksessuary' ? `${kind} ${model}` : model);
    const views = sectionCode === 'aksessuary' ? 1 : 3;
    products.push({
      id,
      code,
      name,
      brand,
      sectionCode,
      sectionName: section.name,
      url: `${section.url}${code}/`,
      price,
      oldPrice: random() < 0.2 ? round90(price * 1.15) : null,
      optPrice: Math.round((price * 0.82) / 10) * 10,
      purchasingOption,
      quantity,
      sort: 0,
      image: `/images/products/${id}.svg`,
      images: Array.from({ length: views }, (_, view) => `/images/products/${id}${view ? `-${view + 1}` : ''}.svg`),
      purposes: [...purposeIds].sort((a, b) => a - b),
      features: features.map((item) => item.code).filter((c) => f.has(c)),
      characteristics,
      equipment: equipmentBySection[sectionCode] ?? [],
      description: describe(kind, brand, f),
    });
  }
}
// SORT values: multiples of 10 in a shuffled order, so "default order" differs from id and price order.
const sortValues = products.map((_, index) => (index + 1) * 10);
for (let i = sortValues.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [sortValues[i], sortValues[j]] = [sortValues[j] as number, sortValues[i] as number];
}
products.forEach((product, index) => {
  product.sort = sortValues[index] as number;
});
const catalog: Catalog = { sections, purposes, features, products };

/* ------------------------------------------------------------------ cities */

const russia = `Москва, Санкт-Петербург, Новосибирск, Екатеринбург, Казань, Нижний Новгород, Челябинск, Красноярск, Самара, Уфа,
Ростов-на-Дону, Омск, Краснодар, Воронеж, Пермь, Волгоград, Саратов, Тюмень, Тольятти, Ижевск, Барнаул, Ульяновск, Иркутск,
Хабаровск, Махачкала, Ярославль, Владивосток, Оренбург, Томск, Кемерово, Новокузнецк, Рязань, Набережные Челны, Астрахань,
Пенза, Киров, Липецк, Балашиха, Чебоксары, Калининград, Тула, Ставрополь, Курск, Улан-Удэ, Сочи, Тверь, Магнитогорск, Иваново,
Брянск, Белгород, Сургут, Владимир, Чита, Архангельск, Нижний Тагил, Калуга, Смоленск, Волжский, Якутск, Саранск, Череповец,
Курган, Вологда, Орёл, Владикавказ, Подольск, Грозный, Мурманск, Тамбов, Стерлитамак, Петрозаводск, Кострома, Нижневартовск,
Новороссийск, Йошкар-Ола, Химки, Таганрог, Комсомольск-на-Амуре, Сыктывкар, Нальчик, Шахты, Дзержинск, Орск, Братск,
Благовещенск, Энгельс, Ангарск, Королёв, Великий Новгород, Старый Оскол, Мытищи, Псков, Люберцы, Южно-Сахалинск, Бийск,
Прокопьевск, Армавир, Балаково, Рыбинск, Абакан, Северодвинск, Петропавловск-Камчатский, Норильск, Уссурийск, Волгодонск,
Сызрань, Каменск-Уральский, Новочеркасск, Златоуст, Красногорск, Электросталь, Альметьевск, Салават, Миасс, Копейск,
Пятигорск, Находка, Хасавюрт, Рубцовск, Березники, Коломна, Майкоп, Ковров, Одинцово, Кисловодск, Новомосковск, Нефтекамск,
Новочебоксарск, Серпухов, Первоуральск, Дербент, Черкесск, Орехово-Зуево, Димитровград, Невинномысск, Камышин, Муром,
Батайск, Кызыл, Новый Уренгой, Октябрьский, Ноябрьск, Елец, Арзамас, Обнинск, Ханты-Мансийск, Магадан, Анадырь,
Биробиджан, Горно-Алтайск, Элиста, Салехард, Нарьян-Мар`;
const kazakhstan = `Алматы, Астана, Шымкент, Караганда, Актобе, Тараз, Павлодар, Усть-Каменогорск, Семей, Атырау, Костанай,
Кызылорда, Уральск, Петропавловск, Актау, Темиртау, Туркестан, Кокшетау, Талдыкорган, Экибастуз, Рудный, Жезказган`;
const belarus = `Минск, Гомель, Могилёв, Витебск, Гродно, Брест, Бобруйск, Барановичи, Борисов, Пинск, Орша, Мозырь, Солигорск,
Новополоцк, Лида, Молодечно, Полоцк, Жлобин`;
const splitNames = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);
const cities: City[] = [
  ...splitNames(russia).map((city_name): City => ({ city_name, country_name: 'Россия', country_code: 'RU' })),
  ...splitNames(kazakhstan).map((city_name): City => ({ city_name, country_name: 'Казахстан', country_code: 'KZ' })),
  ...splitNames(belarus).map((city_name): City => ({ city_name, country_name: 'Беларусь', country_code: 'BY' })),
];

/* ------------------------------------------------------------------ cars */

const carList: [string, string[]][] = [
  ['Lada', ['Vesta', 'Granta', 'Niva Travel', 'Niva Legend', 'Largus', 'XRAY', 'Iskra']],
  ['Kia', ['Rio', 'Ceed', 'Sportage', 'Sorento', 'K5', 'Seltos', 'Soul']],
  ['Hyundai', ['Solaris', 'Creta', 'Tucson', 'Santa Fe', 'Elantra', 'Sonata']],
  ['Toyota', ['Camry', 'Corolla', 'RAV4', 'Land Cruiser Prado', 'Land Cruiser 300', 'Highlander']],
  ['Volkswagen', ['Polo', 'Tiguan', 'Jetta', 'Passat', 'Touareg', 'Teramont']],
  ['Skoda', ['Octavia', 'Rapid', 'Kodiaq', 'Karoq', 'Superb']],
  ['Renault', ['Logan', 'Sandero', 'Duster', 'Kaptur', 'Arkana']],
  ['Nissan', ['Qashqai', 'X-Trail', 'Almera', 'Terrano', 'Murano']],
  ['Mitsubishi', ['Outlander', 'Pajero Sport', 'ASX', 'L200']],
  ['Mazda', ['Mazda3', 'Mazda6', 'CX-5', 'CX-9']],
  ['BMW', ['3 серии', '5 серии', 'X3', 'X5', 'X6', 'X7']],
  ['Mercedes-Benz', ['C-класс', 'E-класс', 'GLC', 'GLE', 'GLS', 'Sprinter']],
  ['Audi', ['A4', 'A6', 'Q3', 'Q5', 'Q7', 'Q8']],
  ['Ford', ['Focus', 'Mondeo', 'Kuga', 'Transit', 'Explorer']],
  ['Chery', ['Tiggo 4 Pro', 'Tiggo 7 Pro Max', 'Tiggo 8 Pro', 'Arrizo 8']],
  ['Haval', ['Jolion', 'F7', 'H6', 'Dargo', 'H9']],
  ['Geely', ['Coolray', 'Atlas', 'Monjaro', 'Tugella', 'Emgrand']],
  ['Changan', ['CS35 Plus', 'CS55 Plus', 'UNI-K', 'UNI-V', 'Alsvin']],
  ['УАЗ', ['Патриот', 'Хантер', 'Профи', 'СГР «Буханка»']],
  ['Lexus', ['RX', 'NX', 'LX', 'ES', 'GX']],
];
let modelId = 1;
const cars: CarBrand[] = carList.map(([name, models], index) => ({
  id: index + 1,
  code: slug(name) || `brand-${index + 1}`,
  name,
  models: models.map((model) => ({ id: modelId++, code: slug(model) || `model-${modelId}`, name: model })),
}));

/* ------------------------------------------------------------------ return points */

const pointCities: [string, number, number, number][] = [
  ['Москва', 55.7558, 37.6173, 55], ['Санкт-Петербург', 59.9343, 30.3351, 35], ['Новосибирск', 55.0084, 82.9357, 9],
  ['Екатеринбург', 56.8389, 60.6057, 9], ['Казань', 55.7963, 49.1088, 9], ['Нижний Новгород', 56.2965, 43.9361, 8],
  ['Челябинск', 55.1644, 61.4368, 8], ['Красноярск', 56.0153, 92.8932, 7], ['Самара', 53.1959, 50.1002, 8],
  ['Уфа', 54.7388, 55.9721, 7], ['Ростов-на-Дону', 47.2357, 39.7015, 8], ['Омск', 54.9885, 73.3242, 7],
  ['Краснодар', 45.0355, 38.9753, 8], ['Воронеж', 51.6615, 39.2003, 7], ['Пермь', 58.0105, 56.2502, 7],
  ['Волгоград', 48.708, 44.5133, 7], ['Саратов', 51.5331, 46.0342, 6], ['Тюмень', 57.1522, 65.5272, 6],
  ['Тольятти', 53.5303, 49.3461, 5], ['Ижевск', 56.8526, 53.2045, 5], ['Барнаул', 53.3548, 83.7698, 5],
  ['Иркутск', 52.287, 104.305, 6], ['Хабаровск', 48.4802, 135.0719, 5], ['Ярославль', 57.6261, 39.8845, 5],
  ['Владивосток', 43.1198, 131.8869, 6], ['Томск', 56.4846, 84.9476, 5], ['Оренбург', 51.7682, 55.0969, 5],
  ['Кемерово', 55.3547, 86.0873, 5], ['Рязань', 54.6269, 39.6916, 5], ['Астрахань', 46.3497, 48.0408, 4],
  ['Пенза', 53.1959, 45.0183, 4], ['Липецк', 52.6031, 39.5708, 4], ['Тула', 54.1961, 37.6182, 5],
  ['Калининград', 54.7104, 20.4522, 5], ['Сочи', 43.5855, 39.7231, 5], ['Мурманск', 68.9585, 33.0827, 3],
  ['Якутск', 62.0355, 129.6755, 3], ['Сургут', 61.254, 73.3962, 4], ['Ставрополь', 45.0428, 41.9734, 4],
  ['Белгород', 50.5997, 36.5983, 4],
];
const streets = ['ул. Ленина', 'пр-т Мира', 'ул. Гагарина', 'ул. Советская', 'ул. Московская', 'ул. Садовая', 'ш. Энтузиастов',
  'ул. Промышленная', 'ул. Кирова', 'ул. Победы', 'ул. Строителей', 'ул. Молодёжная', 'ул. Центральная', 'ул. Заводская',
  'ул. Пушкина', 'Октябрьский пр-т', 'ул. Чапаева', 'ул. Лесная', 'ул. Набережная', 'ул. Автомобилистов'];
const pointNames = ['Авто-Щит', 'Охрана+', 'ТехноЦентр', 'Сигнал', 'Автопрофи', 'Гараж № 1', 'Установочный центр', 'Автоэлектрик'];
const hours = ['Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00', 'Ежедневно 9:00–21:00', 'Пн–Сб 10:00–19:00, Вс — выходной',
  'Круглосуточно', 'Пн–Пт 8:00–18:00, Сб 9:00–15:00, Вс — выходной'];
const returnPoints: ReturnPoint[] = [];
for (const [city, lat, lng, count] of pointCities) {
  for (let i = 0; i < count; i++) {
    const id = returnPoints.length + 1;
    const spread = city === 'Москва' || city === 'Санкт-Петербург' ? 0.18 : 0.07;
    returnPoints.push({
      id,
      name: random() < 0.35 ? `Пункт возврата № ${id}` : `Пункт приёма «${pick(random, pointNames)}»`,
      city,
      address: `г. ${city}, ${pick(random, streets)}, д. ${randInt(random, 1, 150)}${random() < 0.2 ? `, корп. ${randInt(random, 1, 4)}` : ''}`,
      lat: Number((lat + (random() - 0.5) * spread).toFixed(5)),
      lng: Number((lng + (random() - 0.5) * spread * 1.8).toFixed(5)),
      hours: pick(random, hours),
      phone: `+7 (${randInt(random, 800, 999)}) ${randInt(random, 100, 999)}-${String(randInt(random, 0, 99)).padStart(2, '0')}-${String(randInt(random, 0, 99)).padStart(2, '0')}`,
    });
  }
}

/* ------------------------------------------------------------------ captcha, auth, installation */

const captchaAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const captcha: CaptchaEntry[] = Array.from({ length: 6 }, () => ({
  sid: Array.from({ length: 32 }, () => '0123456789abcdef'[Math.floor(random() * 16)]).join(''),
  code: Array.from({ length: 5 }, () => captchaAlphabet[Math.floor(random() * captchaAlphabet.length)]).join(''),
}));

const auth: AuthData = {
  resendIntervalSec: 60,
  contacts: [
    { contactId: '100501', phone: '+7 (916) ***-**-17', code: '4821', email: 'ivanov@example.ru', blocked: false },
    { contactId: '100502', phone: '+7 (903) ***-**-45', code: '1357', email: 'petrova@example.ru', blocked: false },
    { contactId: '100503', phone: '+7 (999) ***-**-00', code: '0000', email: 'blocked@example.ru', blocked: true },
  ],
};

const installOffers: InstallOffer[] = [
  {
    sectionCode: 'signalizatsii',
    duration: 'от 4 часов',
    warranty: 'Гарантия на установку — 3 года',
    services: [
      { name: 'Установка охранной системы', price: 4900 },
      { name: 'Подключение автозапуска', price: 2500 },
      { name: 'Настройка мобильного приложения', price: 0 },
    ],
  },
  {
    sectionCode: 'gps-trekery',
    duration: 'от 1,5 часа',
    warranty: 'Гарантия на установку — 1 год',
    services: [
      { name: 'Скрытая установка трекера', price: 2500 },
      { name: 'Подключение к CAN-шине', price: 1500 },
      { name: 'Регистрация на сервере мониторинга', price: 0 },
    ],
  },
  {
    sectionCode: 'immobilayzery',
    duration: 'от 2 часов',
    warranty: 'Гарантия на установку — 3 года',
    services: [
      { name: 'Установка иммобилайзера', price: 3900 },
      { name: 'Установка беспроводного реле блокировки', price: 1200 },
      { name: 'Привязка меток и смартфона', price: 0 },
    ],
  },
  {
    sectionCode: 'aksessuary',
    duration: 'от 30 минут',
    warranty: 'Гарантия на установку — 1 год',
    services: [{ name: 'Установка аксессуара', price: 990 }],
  },
];

/* ------------------------------------------------------------------ write */

function writeJson(name: string, value: unknown): void {
  writeFileSync(join(dataDir, name), JSON.stringify(value, null, 2) + '\n');
}

mkdirSync(dataDir, { recursive: true });
writeJson('products.json', catalog);
writeJson('cities.json', cities);
writeJson('cars.json', cars);
writeJson('return-points.json', returnPoints);
writeJson('captcha.json', captcha);
writeJson('auth.json', auth);
writeJson('install-services.json', installOffers);

rmSync(join(imagesDir, 'products'), { recursive: true, force: true });
rmSync(join(imagesDir, 'captcha'), { recursive: true, force: true });
mkdirSync(join(imagesDir, 'products'), { recursive: true });
mkdirSync(join(imagesDir, 'captcha'), { recursive: true });
for (const product of products) {
  const model = pictureLabels.get(product.id) ?? product.name;
  product.images.forEach((path, view) => {
    writeFileSync(join(root, 'public', path), productSvg({ id: product.id, brand: product.brand, model, sectionCode: product.sectionCode, view }));
  });
}
writeFileSync(join(imagesDir, 'no-photo.svg'), productSvg({ id: 0, brand: 'Нет фото', model: '', sectionCode: 'aksessuary' }));
for (const entry of captcha) writeFileSync(join(imagesDir, 'captcha', `${entry.sid}.svg`), captchaSvg(entry.sid, entry.code));

console.log(
  `products ${products.length}, cities ${cities.length}, car brands ${cars.length}, return points ${returnPoints.length}, captcha ${captcha.length}`,
);
