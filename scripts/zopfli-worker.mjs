// One of the build's zopfli threads (scripts/build.mjs, `zopfli`): takes a file's bytes, answers
// their gzip, or the error's text.
import { gzipAsync } from '@gfx/zopfli';
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (source) =>
  gzipAsync(source, { numiterations: 15 }).then(
    (result) => parentPort.postMessage({ result }),
    (error) => parentPort.postMessage({ error: String(error) }),
  ),
);
