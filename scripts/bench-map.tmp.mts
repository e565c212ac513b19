import { launchChromium } from '../e2e/support/browser';
import { createExamplesServer } from '../examples/server/examples-server';
import { benchReturnMap } from './bench-map';
const demo = await createExamplesServer({ port: 0 });
const browser = await launchChromium();
await benchReturnMap(browser, demo.url, (what, value, unit, budget, atLeast) => console.log(value.toFixed(1), unit, what, budget === undefined ? '' : (atLeast ? value >= budget : value <= budget) ? 'ok' : 'OVER'), 3);
await browser.close(); await demo.close();
