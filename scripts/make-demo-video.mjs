// Writes the example site's demo video, examples/assets/video/demo.webm: a few seconds of a
// drawn picture, recorded by Chromium's MediaRecorder (VP8 in WebM) from a canvas, so the
// product page's players really play and pause in the browser tests. A few KB: the demo ships
// it in git. Run again only to change it: `npx tsx scripts/make-demo-video.mjs`.
// The recording runs in real time; frame content depends only on the frame number, but the
// encoder's timing does not, so two runs give files that look alike, not identical bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../e2e/support/browser.ts';

const out = fileURLToPath(new URL('../examples/assets/video/demo.webm', import.meta.url));
const SECONDS = 4;
const FPS = 10;

const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(
    async ({ seconds, fps }) => {
      // 455 × 360: the players' box (docs/islands/product-gallery.md), at half size to stay small.
      const canvas = Object.assign(document.createElement('canvas'), { width: 228, height: 180 });
      const context = canvas.getContext('2d');
      const draw = (frame) => {
        context.fillStyle = '#1d1f23';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#b0001e';
        const x = (frame / (seconds * fps)) * (canvas.width - 40);
        context.fillRect(x, 70, 40, 40);
        context.fillStyle = '#fff';
        context.font = '16px sans-serif';
        context.fillText(`${Math.floor(frame / fps) + 1} / ${seconds}`, 12, 24);
      };
      draw(0);
      const stream = canvas.captureStream(fps);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 40_000 });
      const parts = [];
      recorder.ondataavailable = (event) => parts.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (let frame = 1; frame <= seconds * fps; frame += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000 / fps));
        draw(frame);
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { seconds: SECONDS, fps: FPS },
  );
  mkdirSync(fileURLToPath(new URL('.', `file://${out}`)), { recursive: true });
  writeFileSync(out, Buffer.from(base64, 'base64'));
  console.log(`${out}: ${Buffer.byteLength(base64, 'base64')} bytes`);
} finally {
  await browser.close();
}
