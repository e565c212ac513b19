/**
 * CLI: `npx tsx packages/dev-server/src/serve.ts [--port 8080] [--static DIR]... [--latency MS] [--empty]`
 * Serves the mock backend plus static files; the demo session starts with a filled basket and
 * compare list unless `--empty` is given.
 */
import { parseArgs } from 'node:util';
import { startDemoServer } from './node';
import { createBackendState, DEMO_SEED } from './state';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    static: { type: 'string', multiple: true, default: [] },
    latency: { type: 'string', default: '0' },
    empty: { type: 'boolean', default: false },
  },
});

await startDemoServer({
  port: Number(values.port),
  host: values.host,
  staticDirs: values.static,
  state: createBackendState(values.empty ? {} : { seed: DEMO_SEED }),
  handlerOptions: { latencyMs: Number(values.latency) },
});
