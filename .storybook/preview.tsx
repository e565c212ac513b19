import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { setPageRuntime, type PageRuntime } from '@shop-islands/islands/runtime/page';
import { prepareBackend, type BackendParameters } from './backend';
import { createStoryRuntime } from './runtime';
import './preview.css';

// Everything the islands show is Russian; portals (dialogs, popovers) render on <body>, so the
// language goes on the document itself, not only on the story's wrapper.
document.documentElement.lang = 'ru';

let runtime: PageRuntime | undefined;

/**
 * Before each story: a fresh mock backend from `parameters.backend` (faults, seed) and a fresh
 * page runtime pointing at it. The story renders only after the service worker is up, so its
 * first request is already answered by the mock. Stories get the backend state as
 * `context.loaded.backend` (`backend.requests`, `backend.faults`) and the islands' runtime as
 * `context.loaded.runtime` (store, apiDeps, config).
 */
const backendLoader: Loader = async ({ parameters }) => {
  const options = (parameters.backend ?? {}) as BackendParameters;
  const backend = await prepareBackend(options);
  const user = options.seed?.user;
  // The previous story's store stops its counters and listeners before the next one starts.
  runtime?.store.dispose();
  runtime = createStoryRuntime(user ? { config: { user } } : {});
  setPageRuntime(runtime);
  return { backend, runtime };
};

/** The story inside a stand-in of the shop page (font, padding, `lang`). */
const withShopPage: Decorator = (Story) => (
  <div className="sb-shop-page" lang="ru">
    <Story />
  </div>
);

const preview: Preview = {
  loaders: [backendLoader],
  decorators: [withShopPage],
  parameters: {
    // withShopPage adds the padding.
    layout: 'fullscreen',
    viewport: {
      options: {
        // docs/embedding.md#page-variants: mobile is narrower than 576 px.
        mobile: { name: 'Mobile (375 × 740)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        ...MINIMAL_VIEWPORTS,
      },
    },
  },
};

export default preview;
