import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setWorkerUrl } from 'maplibre-gl';
import mapWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { mapData as fetchMapData, type MapData } from '@shop-islands/api';
import { DEMO_EXTRA_PATHS } from '@shop-islands/dev-server';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import { onPhone } from '../../../../.storybook/phone';
import { realClock } from '../ui/clock';
import type { EngineName, LoadEngine } from './return-map.engine';
import { createReturnMapModel } from './return-map.model';
import { FIT, READY_TIMEOUT_MS } from './return-map.rules';
import { dataPoint, mapData } from './return-map.testkit';
import { ReturnMapView } from './return-map.view';

// Storybook serves maplibre from its own bundle: its worker is told apart (the drop-in build does the same).
setWorkerUrl(mapWorkerUrl);

interface ReturnMapStoryArgs {
  /** The engine that draws: maplibre, or Leaflet as when the browser has no WebGL; none: neither can. */
  engine: EngineName | 'none';
  /** Which points: the demo backend's (all, or one city's), one point, none; or data that never comes or fails. */
  data: 'all' | 'city' | 'one' | 'none' | 'loading' | 'error';
}

const loadMaplibre: LoadEngine = () => import('./return-map.maplibre').then((chunk) => chunk.maplibreEngine);
const loadLeaflet: LoadEngine = () => import('./return-map.leaflet').then((chunk) => chunk.leafletEngine);
const noWebgl: LoadEngine = () => Promise.reject(new Error('this story has no WebGL'));
const noLeaflet: LoadEngine = () => Promise.reject(new Error('this story cannot load Leaflet'));

function storyData(runtime: PageRuntime, data: ReturnMapStoryArgs['data']): Promise<MapData> {
  switch (data) {
    case 'one':
      return Promise.resolve(mapData([dataPoint('1', { name: 'Пункт приёма «Сигнал»', balloon: 'Вход со двора, есть парковка.', images: ['/images/points/storefront.svg'] })]));
    case 'none':
      return Promise.resolve(mapData([]));
    case 'loading':
      return new Promise(() => undefined);
    case 'error':
      return Promise.reject(new Error('the map data did not come'));
    default:
      return fetchMapData(runtime.apiDeps, DEMO_EXTRA_PATHS.returnPoints, data === 'city' ? 'Казань' : '');
  }
}

function ReturnMapStory({ runtime, engine, data }: ReturnMapStoryArgs & { runtime: PageRuntime }) {
  const [model] = useState(() =>
    createReturnMapModel({
      loadData: () => storyData(runtime, data),
      engines: [
        ['maplibre', engine === 'maplibre' ? loadMaplibre : noWebgl],
        ['leaflet', engine === 'none' ? noLeaflet : loadLeaflet],
      ],
      fit: FIT,
      clock: realClock,
      geolocation: navigator.geolocation ?? null,
      announce: () => undefined,
    }),
  );
  return <ReturnMapView model={model} />;
}

const meta = {
  title: 'return-map',
  render: (args, { loaded }) => <ReturnMapStory key={`${args.engine}-${args.data}`} {...args} runtime={loaded.runtime as PageRuntime} />,
  args: { engine: 'maplibre', data: 'city' },
  argTypes: {
    engine: { control: 'inline-radio', options: ['maplibre', 'leaflet', 'none'] },
    data: { control: 'inline-radio', options: ['all', 'city', 'one', 'none', 'loading', 'error'] },
  },
} satisfies Meta<ReturnMapStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One city's points, drawn by maplibre, every point fitted into view. */
export const CityMaplibre: Story = {};
export const CityMaplibreMobile = onPhone(CityMaplibre);
/** The same with Leaflet, as in a browser without WebGL. */
export const CityLeaflet: Story = { args: { engine: 'leaflet' } };
export const CityLeafletMobile = onPhone(CityLeaflet);
/** Every point of the demo, clustered (maplibre). */
export const AllMaplibre: Story = { args: { data: 'all' } };
export const AllMaplibreMobile = onPhone(AllMaplibre);
/** Every point of the demo, clustered by supercluster (Leaflet). */
export const AllLeaflet: Story = { args: { engine: 'leaflet', data: 'all' } };
export const AllLeafletMobile = onPhone(AllLeaflet);
/** One point, with a note and a picture in its popup: the fit stops at zoom 16. */
export const OnePoint: Story = { args: { data: 'one' } };
export const OnePointMobile = onPhone(OnePoint);
export const OnePointLeaflet: Story = { args: { engine: 'leaflet', data: 'one' } };
export const OnePointLeafletMobile = onPhone(OnePointLeaflet);
/** No point: the whole country, and the list says so. */
export const NoPoints: Story = { args: { data: 'none' } };
export const NoPointsMobile = onPhone(NoPoints);
/** No point, drawn by Leaflet. */
export const NoPointsLeaflet: Story = { args: { engine: 'leaflet', data: 'none' } };
export const NoPointsLeafletMobile = onPhone(NoPointsLeaflet);
/** The data has not come yet. */
export const Loading: Story = { args: { data: 'loading' } };
export const LoadingMobile = onPhone(Loading);
/** The data failed: the error state. */
export const Failed: Story = { args: { data: 'error' } };
export const FailedMobile = onPhone(Failed);
/** Neither engine can draw: the error state, and the list names every point, «Показать ещё» at a time. */
export const NoMap: Story = { args: { engine: 'none', data: 'all' } };
export const NoMapMobile = onPhone(NoMap);

/** A point's popup opened from the list as a keyboard user does it («Показать на карте» focused, Enter): the popup's heading has the focus. */
export const PointOpened: Story = {
  play: async ({ canvasElement }) => {
    const firstShow = () => within(canvasElement).getAllByRole('button', { name: 'Показать на карте' })[0]!;
    // The list's buttons do nothing until the map has drawn.
    await waitFor(() => expect(firstShow()).toHaveAttribute('aria-disabled', 'false'), { timeout: READY_TIMEOUT_MS });
    firstShow().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveClass('si-return-map__popup-title'));
  },
};
export const PointOpenedMobile = onPhone(PointOpened);
