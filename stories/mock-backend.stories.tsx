import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { apiErrorMessage, getVars, isApiError, type ApiDeps } from '@shop-islands/api';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import type { BackendParameters } from '../.storybook/backend';
import { DEMO_SEED } from '../packages/dev-server/src/index';

type Answer =
  | { state: 'loading' }
  | { state: 'loaded'; body: unknown }
  | { state: 'error'; kind: string; message: string };

/**
 * One real call as the islands make it (getVars.php, docs/embedding.md#server-calls) to the mock backend:
 * shows that the service worker answers and how each `parameters.backend` fault looks to a client.
 */
function GetVarsCall({ apiDeps }: { apiDeps: ApiDeps }) {
  const [answer, setAnswer] = useState<Answer>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setAnswer({ state: 'loading' });
    getVars(apiDeps, { signal: controller.signal }).then(
      (body) => setAnswer({ state: 'loaded', body }),
      (error: unknown) => {
        if (isApiError(error, 'aborted')) return;
        setAnswer({ state: 'error', kind: isApiError(error) ? error.kind : 'unknown', message: apiErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [apiDeps]);

  return (
    <section data-state={answer.state} aria-busy={answer.state === 'loading'}>
      <h3>getVars.php</h3>
      {answer.state === 'loading' && <p>Загрузка…</p>}
      {answer.state === 'loaded' && <pre>{JSON.stringify(answer.body, null, 2)}</pre>}
      {answer.state === 'error' && (
        <p role="alert">
          {answer.message} <code>({answer.kind})</code>
        </p>
      )}
    </section>
  );
}

const meta = {
  title: 'dev/mock-backend',
  // The API deps come from the page runtime the preview's loader builds for every story.
  render: (_args, { loaded }) => <GetVarsCall apiDeps={(loaded.runtime as PageRuntime).apiDeps} />,
  parameters: { backend: { seed: DEMO_SEED } satisfies BackendParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo session: a filled basket and compare list. */
export const Answered: Story = {};

/** `slow:1500`: the answer comes after 1.5 s. */
export const Slow: Story = {
  parameters: { backend: { seed: DEMO_SEED, faults: { getVars: 'slow:1500' } } satisfies BackendParameters },
};

/** `500`: an nginx error page. */
export const ServerError: Story = {
  parameters: { backend: { faults: { getVars: '500' } } satisfies BackendParameters },
};

/** `malformed`: status 200, a PHP warning before cut JSON. */
export const Malformed: Story = {
  parameters: { backend: { faults: { getVars: 'malformed' } } satisfies BackendParameters },
};
