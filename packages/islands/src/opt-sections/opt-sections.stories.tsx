import type { Meta, StoryObj } from '@storybook/react-vite';
import { signal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { PHONE } from '../../../../.storybook/phone';
import { createOptSectionsModel, type OptSection } from './opt-sections.model';
import { OptSectionsView } from './opt-sections.view';

const SECTIONS: OptSection[] = [
  { code: 'signalizatsii', name: 'Автосигнализации', anchorId: 'story-opt-signalizatsii' },
  { code: 'gps-trekery', name: 'GPS-трекеры и телематика', anchorId: 'story-opt-gps-trekery' },
  { code: 'immobilayzery', name: 'Иммобилайзеры', anchorId: 'story-opt-immobilayzery' },
  { code: 'aksessuary', name: 'Автоаксессуары', anchorId: 'story-opt-aksessuary' },
];

interface OptSectionsStoryArgs {
  /** The store's `isMobile`: the select instead of the links. */
  mobile: boolean;
  /** The filter has emptied «Иммобилайзеры» (no heading in the list), and the shopper chose it. */
  filteredOut?: boolean;
}

const FILTERED_OUT = 'story-opt-immobilayzery';

/** The navigation above a stand-in price list, tall enough to scroll through. */
function OptSectionsStory({ mobile, filteredOut = false }: OptSectionsStoryArgs) {
  const [isMobile] = useState(() => signal(mobile));
  const [model] = useState(() =>
    createOptSectionsModel({
      sections: SECTIONS,
      isMobile,
      window,
      findHeading: (anchorId) => document.getElementById(anchorId),
    }),
  );
  useEffect(() => {
    isMobile.value = mobile;
  }, [isMobile, mobile]);
  useEffect(() => {
    if (filteredOut) model.goTo(FILTERED_OUT);
    return () => model.dispose();
  }, [model, filteredOut]);
  return (
    <div data-island="opt-sections" data-island-status="mounted">
      <OptSectionsView model={model} />
      {SECTIONS.filter((section) => !filteredOut || section.anchorId !== FILTERED_OUT).map((section) => (
        <section key={section.anchorId} aria-labelledby={section.anchorId} style={{ minHeight: 900, borderTop: '1px solid #dfe2e6' }}>
          <h2 id={section.anchorId} tabIndex={-1}>
            {section.name}
          </h2>
          <p>Товары раздела «{section.name}» с оптовыми ценами.</p>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'opt-sections',
  component: OptSectionsStory,
  args: { mobile: false },
} satisfies Meta<typeof OptSectionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: links that scroll to the section (130 px above its heading, 1000 ms, docs/islands/opt-sections.md). */
export const Links: Story = {};

/** Phone: a labelled select of the sections; choosing one scrolls there. */
export const LinksMobile: Story = {
  args: { mobile: true },
  globals: PHONE,
};

/** A section the catalogue filter has emptied, chosen: no jump, and the notice under the links says why. */
export const FilteredOut: Story = { args: { filteredOut: true } };

/** The same on a phone, under the select. */
export const FilteredOutMobile: Story = {
  args: { mobile: true, filteredOut: true },
  globals: PHONE,
};
