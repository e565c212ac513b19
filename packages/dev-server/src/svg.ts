/**
 * Local SVG pictures: product images and captcha images. Used by the data script (which writes
 * them under `public/images/`) and by the captcha handler (which serves the same picture).
 */
import { escapeXml } from './format';
import { hashString, mulberry32, randInt } from './prng';

export interface ProductPictureInput {
  id: number;
  brand: string;
  model: string;
  sectionCode: string;
  /** Picture number in the gallery (0 = main). */
  view?: number;
}

function wrapLabel(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function shapeFor(sectionCode: string, hue: number, view: number): string {
  const main = `hsl(${hue} 55% 42%)`;
  const dark = `hsl(${hue} 45% 22%)`;
  const light = `hsl(${hue} 60% 88%)`;
  const rotate = view ? ` transform="rotate(${view * 12 - 6} 200 170)"` : '';
  switch (sectionCode) {
    case 'signalizatsii': // key fob with a display and four buttons
      return `<g${rotate}><rect x="140" y="60" width="120" height="220" rx="48" fill="${main}"/>
<rect x="160" y="90" width="80" height="60" rx="8" fill="${light}"/>
<path d="M170 120h14l6-12 8 24 6-12h26" fill="none" stroke="${dark}" stroke-width="4"/>
<circle cx="178" cy="185" r="14" fill="${dark}"/><circle cx="222" cy="185" r="14" fill="${dark}"/>
<circle cx="178" cy="230" r="14" fill="${dark}"/><circle cx="222" cy="230" r="14" fill="${dark}"/>
<circle cx="200" cy="72" r="8" fill="#fff" opacity=".8"/></g>`;
    case 'gps-trekery': // tracker box with an antenna and signal arcs
      return `<g${rotate}><rect x="120" y="130" width="160" height="120" rx="14" fill="${main}"/>
<rect x="140" y="150" width="50" height="14" rx="4" fill="${light}"/>
<circle cx="255" cy="157" r="6" fill="#7CFC8A"/><line x1="250" y1="130" x2="250" y2="80" stroke="${dark}" stroke-width="8"/>
<path d="M222 70a40 40 0 0 1 56 0M210 56a58 58 0 0 1 80 0M198 42a76 76 0 0 1 104 0" fill="none" stroke="${main}" stroke-width="6" stroke-linecap="round"/>
<rect x="140" y="200" width="120" height="30" rx="6" fill="${dark}" opacity=".5"/></g>`;
    case 'immobilayzery': // tag with a chip and a key ring
      return `<g${rotate}><path d="M130 110h110l40 60-40 60H130z" fill="${main}"/>
<circle cx="255" cy="170" r="12" fill="#fff"/><rect x="150" y="140" width="60" height="60" rx="6" fill="${light}"/>
<path d="M160 155h40M160 170h40M160 185h40M165 145v50M180 145v50M195 145v50" stroke="${dark}" stroke-width="3"/></g>`;
    default: // accessory: hexagon with a plug
      return `<g${rotate}><path d="M200 60l95 55v110l-95 55-95-55V115z" fill="${main}"/>
<circle cx="200" cy="170" r="48" fill="${light}"/><rect x="188" y="130" width="24" height="60" rx="6" fill="${dark}"/>
<rect x="180" y="190" width="40" height="14" rx="4" fill="${dark}"/></g>`;
  }
}

/** A 400×400 product picture: a shape for the kind of device plus the brand and model as text. */
export function productSvg(input: ProductPictureInput): string {
  const hue = hashString(input.brand) % 360;
  const view = input.view ?? 0;
  const label = wrapLabel(input.model, 24)
    .map((line, i) => `<tspan x="200" dy="${i ? 24 : 0}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(`${input.brand} ${input.model}`)}">
<rect width="400" height="400" fill="hsl(${hue} 30% 96%)"/>
${shapeFor(input.sectionCode, hue, view)}
<text x="200" y="318" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="hsl(${hue} 45% 22%)">${escapeXml(input.brand)}</text>
<text x="200" y="346" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" fill="#333">${label}</text>
</svg>
`;
}

/** A 180×60 captcha picture of `code`, distorted deterministically from `sid`. */
export function captchaSvg(sid: string, code: string): string {
  const random = mulberry32(hashString(sid));
  const noise: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y1 = randInt(random, 5, 55);
    const y2 = randInt(random, 5, 55);
    noise.push(
      `<path d="M0 ${y1} C ${randInt(random, 30, 70)} ${randInt(random, 0, 60)}, ${randInt(random, 100, 150)} ${randInt(random, 0, 60)}, 180 ${y2}" stroke="hsl(${randInt(random, 0, 359)} 40% 45%)" stroke-width="${randInt(random, 1, 2)}" fill="none" opacity=".7"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    noise.push(`<circle cx="${randInt(random, 0, 180)}" cy="${randInt(random, 0, 60)}" r="${(random() * 1.6 + 0.4).toFixed(1)}" fill="#555" opacity=".6"/>`);
  }
  const chars = [...code].map((ch, i) => {
    const x = 18 + i * (150 / Math.max(code.length, 1)) + randInt(random, -3, 3);
    const y = 40 + randInt(random, -7, 7);
    const angle = randInt(random, -28, 28);
    const skew = randInt(random, -15, 15);
    const size = randInt(random, 26, 34);
    return `<text x="${x}" y="${y}" font-family="Georgia, serif" font-size="${size}" font-weight="700" fill="hsl(${randInt(random, 190, 260)} 50% 30%)" transform="rotate(${angle} ${x} ${y}) skewX(${skew})">${escapeXml(ch)}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60" viewBox="0 0 180 60" role="img" aria-label="Код с картинки">
<rect width="180" height="60" fill="#f4f1e8"/>
${noise.slice(0, 6).join('\n')}
${chars.join('\n')}
${noise.slice(6).join('\n')}
</svg>
`;
}
