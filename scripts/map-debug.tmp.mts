import { createExamplesServer } from '/work/wt-map/examples/server/examples-server';
import { chromium } from 'playwright-core';
const demo = await createExamplesServer({ port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--enable-unsafe-swiftshader', ...(process.argv[2]==='nowebgl'?['--disable-webgl2']:[])] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.goto(demo.url + 'return-points/' + (process.argv[3] ?? ''));
await page.locator('[data-island="return-map"]').scrollIntoViewIfNeeded();
await page.locator('.si-return-map[data-state="ready"]').waitFor();
await page.waitForTimeout(1500);
for (let i = 0; i < 5; i++) {
  console.log(await page.evaluate(() => { const c = document.querySelector('.si-return-map__cluster'); const m = document.querySelector('.si-return-map__map') as HTMLElement; return JSON.stringify({ c: c && (c as HTMLElement).style.transform, cs: c && getComputedStyle(c).transform, n: document.querySelectorAll('.si-return-map__cluster').length, zoom: m.dataset.zoom, w: m.getBoundingClientRect().width, h: m.getBoundingClientRect().height }); }));
  await page.waitForTimeout(100);
}
await page.screenshot({ path: '/tmp/map-shot.png' });
await browser.close(); await demo.close();
