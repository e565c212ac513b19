import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProductTabsModel } from './product-tabs.model';
import { fakeTabLinks, fakeTabsWindow, PRODUCT_TABS } from './product-tabs.testkit';
import { ProductTabsView } from './product-tabs.view';

/** The template's sections, as the fallback prints them; the support one has links in it. */
function serverSections(): Map<string, Element> {
  const sections = new Map<string, Element>();
  for (const tab of PRODUCT_TABS) {
    const section = document.createElement('section');
    section.id = `tab-${tab.id}`;
    section.dataset.tab = tab.id;
    section.innerHTML =
      tab.id === 'support' ? `<h2>${tab.title}</h2><p><a href="/support/">Написать в техподдержку</a></p>` : `<h2>${tab.title}</h2><p>Текст: ${tab.title}</p>`;
    sections.set(tab.id, section);
  }
  return sections;
}

const VIDEOS = [
  { title: 'Видеообзор', src: '/v/review.webm', poster: '/i/1.jpg' },
  { title: 'Установка', src: '/v/install.webm', poster: '/i/2.jpg' },
];

function renderTabs(options: { hash?: string; reducedMotion?: boolean; videos?: typeof VIDEOS } = {}) {
  const browser = fakeTabsWindow(options);
  const links = fakeTabLinks();
  const model = createProductTabsModel({ tabs: PRODUCT_TABS, defaultTab: 'description', window: browser.window, links: links.links });
  const sections = serverSections();
  const scrolled: Array<{ id: string; options: ScrollIntoViewOptions }> = [];
  // jsdom lays nothing out and has no scrollIntoView: record what the view asks for.
  Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
    scrolled.push({ id: this.id, options: arg as ScrollIntoViewOptions });
  };
  if (options.videos) {
    sections.get('video')!.innerHTML = `<h2>Видео</h2><ul>${options.videos.map((video) => `<li><a href="${video.src}">${video.title}</a></li>`).join('')}</ul>`;
  }
  const view = render(<ProductTabsView model={model} sections={sections} videos={options.videos} />);
  return { ...view, model, browser, links, sections, scrolled };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const openPanel = () => screen.getByRole('tabpanel');

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('product-tabs view', () => {
  it('shows a named tab strip and only the open tab’s panel, holding the server’s very section', () => {
    const { sections, container } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Информация о товаре' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(PRODUCT_TABS.map((item) => item.title));
    expect(tab('Описание')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Видео')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(openPanel()).toHaveAccessibleName('Описание');
    expect(openPanel()).toHaveAttribute('id', tab('Описание').getAttribute('aria-controls'));
    expect(openPanel().firstElementChild).toBe(sections.get('description'));
    // Every section stays in the page, the closed ones hidden.
    for (const section of sections.values()) expect(section.isConnected).toBe(true);
    expect(sections.get('video')!.closest('[role="tabpanel"]')).toHaveAttribute('hidden');
    expect(container.querySelector('.si-product-tabs')).toHaveAttribute('data-state', 'description');
  });

  it('opens a clicked tab', async () => {
    const user = userEvent.setup();
    const { browser } = renderTabs();
    await user.click(tab('Характеристики'));
    expect(tab('Характеристики')).toHaveAttribute('aria-selected', 'true');
    expect(openPanel()).toHaveAccessibleName('Характеристики');
    expect(within(openPanel()).getByText('Текст: Характеристики')).toBeVisible();
    expect(browser.window.location.hash).toBe('#tab-characteristics');
  });

  it("opens the closed tab the browser's find in page found the text in (beforematch)", () => {
    const { sections } = renderTabs();
    const panel = sections.get('warranty')!.closest<HTMLElement>('[data-tab-panel]')!;
    expect(panel).toHaveAttribute('hidden');
    // The browser fires it on the closed panel, then takes the attribute away itself.
    act(() => {
      panel.dispatchEvent(new Event('beforematch'));
      panel.removeAttribute('hidden');
    });
    expect(tab('Гарантия')).toHaveAttribute('aria-selected', 'true');
    expect(openPanel()).toBe(panel);
    expect(sections.get('description')!.closest('[data-tab-panel]')).toHaveAttribute('hidden');
  });

  it('hides the closed panels until found where the browser can search them, and plainly elsewhere', () => {
    const findable = 'onbeforematch' in HTMLElement.prototype;
    Object.defineProperty(HTMLElement.prototype, 'onbeforematch', { value: null, configurable: true, writable: true });
    try {
      const { sections } = renderTabs();
      expect(sections.get('video')!.closest('[data-tab-panel]')).toHaveAttribute('hidden', 'until-found');
      expect(sections.get('description')!.closest('[data-tab-panel]')).not.toHaveAttribute('hidden');
    } finally {
      if (!findable) delete (HTMLElement.prototype as { onbeforematch?: unknown }).onbeforematch;
    }
    cleanup();
    const { sections } = renderTabs();
    expect(sections.get('video')!.closest('[data-tab-panel]')).toHaveAttribute('hidden', findable ? 'until-found' : '');
  });

  it('keeps only the open tab in the tab order and moves with arrows, Home and End, opening as it goes', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(tab('Описание')).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((element) => element.tabIndex === 0)).toEqual([tab('Описание')]);
    await user.keyboard('{ArrowRight}');
    expect(tab('Характеристики')).toHaveFocus();
    expect(tab('Характеристики')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Характеристики').tabIndex).toBe(0);
    expect(tab('Описание').tabIndex).toBe(-1);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Техподдержка')).toHaveFocus();
    expect(openPanel()).toHaveAccessibleName('Техподдержка');
    await user.keyboard('{Home}');
    expect(tab('Описание')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Техподдержка')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Описание')).toHaveFocus();
    expect(openPanel()).toHaveAccessibleName('Описание');
  });

  it('goes on from the tab into the panel; a panel with nothing to focus is a tab stop itself', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.tab();
    expect(openPanel()).toHaveFocus();
    await user.click(tab('Техподдержка'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Написать в техподдержку' })).toHaveFocus();
  });

  it('follows back and forward', () => {
    const { model, browser } = renderTabs();
    act(() => model.select('video', 'click'));
    act(() => browser.back());
    expect(tab('Описание')).toHaveAttribute('aria-selected', 'true');
    act(() => browser.forward());
    expect(openPanel()).toHaveAccessibleName('Видео');
  });

  it('opens the tab the address names', () => {
    renderTabs({ hash: '#tab-warranty' });
    expect(openPanel()).toHaveAccessibleName('Гарантия');
  });

  it('a support link opens the tab, scrolls its section to the top and puts the focus on the panel', () => {
    const { links, scrolled } = renderTabs();
    act(() => void links.click('support'));
    expect(openPanel()).toHaveAccessibleName('Техподдержка');
    expect(scrolled).toEqual([{ id: 'tab-support', options: { block: 'start', behavior: 'smooth' } }]);
    expect(openPanel()).toHaveFocus();
  });

  it('a characteristics link scrolls only as far as needed, and at once under reduced motion', () => {
    const { links, scrolled } = renderTabs({ reducedMotion: true });
    act(() => void links.click('characteristics'));
    expect(openPanel()).toHaveAccessibleName('Характеристики');
    expect(scrolled).toEqual([{ id: 'tab-characteristics', options: { block: 'nearest', behavior: 'instant' } }]);
    expect(openPanel()).toHaveFocus();
  });

  it('gives each video of the video tab a player above the server’s link to it, which stays', async () => {
    const user = userEvent.setup();
    const { sections } = renderTabs({ videos: VIDEOS });
    await user.click(tab('Видео'));
    const items = within(openPanel()).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('button', { name: 'Смотреть видео: Видеообзор' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Видеообзор' })).toHaveAttribute('href', '/v/review.webm');
    expect(within(items[1]!).getByRole('button', { name: 'Смотреть видео: Установка' })).toBeInTheDocument();
    // Lazy: no <video> (and no request for its file) before play is pressed.
    expect(sections.get('video')!.querySelector('video')).toBeNull();
    await user.click(within(items[1]!).getByRole('button', { name: 'Смотреть видео: Установка' }));
    expect(sections.get('video')!.querySelector('video')).toHaveAttribute('src', '/v/install.webm');
  });

  it('pauses a video of a panel that closes', async () => {
    const user = userEvent.setup();
    const { sections } = renderTabs({ videos: VIDEOS });
    await user.click(tab('Видео'));
    await user.click(screen.getByRole('button', { name: 'Смотреть видео: Видеообзор' }));
    const video = sections.get('video')!.querySelector('video')!;
    // jsdom plays nothing: the element reports playing, and records the pause asked of it.
    let paused = false;
    Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
    video.pause = () => {
      paused = true;
    };
    await user.click(tab('Гарантия'));
    expect(paused).toBe(true);
  });

  it('takes its players away on unmount, leaving the server’s section as it was', async () => {
    const { sections, unmount } = renderTabs({ videos: VIDEOS });
    const before = '<h2>Видео</h2><ul>' + VIDEOS.map((video) => `<li><a href="${video.src}">${video.title}</a></li>`).join('') + '</ul>';
    expect(sections.get('video')!.querySelectorAll('.si-product-tabs__video')).toHaveLength(2);
    unmount();
    expect(sections.get('video')!.innerHTML).toBe(before);
  });
});

