import { documentTabLinks } from './product-tabs.links';

const listening: Array<() => void> = [];

function pageWithLinks() {
  document.body.innerHTML = `
    <ul class="product-buy__links">
      <li><a href="#tab-characteristics" data-tab-link="characteristics"><span>Все функции и характеристики</span></a></li>
      <li><a href="#tab-support" data-tab-link="support">Вопрос по установке? Техподдержка</a></li>
      <li><a href="#preorder">Предзаказ</a></li>
    </ul>`;
  const followed: string[] = [];
  const stop = documentTabLinks(document).listen((tabId) => {
    followed.push(tabId);
    return tabId !== 'support';
  });
  listening.push(stop);
  const click = (selector: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.querySelector(selector)!.dispatchEvent(event);
    return event;
  };
  return { followed, stop, click };
}

describe('documentTabLinks', () => {
  afterEach(() => {
    listening.splice(0).forEach((stop) => stop());
    document.body.replaceChildren();
  });

  it('follows a tab link clicked anywhere in it, and keeps the browser from jumping when taken', () => {
    const { followed, click } = pageWithLinks();
    expect(click('[data-tab-link="characteristics"] span').defaultPrevented).toBe(true);
    // Not taken (no such tab here): the link navigates as usual.
    expect(click('[data-tab-link="support"]').defaultPrevented).toBe(false);
    expect(followed).toEqual(['characteristics', 'support']);
  });

  it('ignores other links, clicks that open elsewhere, and clicks another script handled', () => {
    const { followed, click } = pageWithLinks();
    click('a[href="#preorder"]');
    click('[data-tab-link="characteristics"]', { ctrlKey: true });
    click('[data-tab-link="characteristics"]', { button: 1 });
    const handled = (event: Event) => event.preventDefault();
    document.querySelector('[data-tab-link="characteristics"]')!.addEventListener('click', handled);
    click('[data-tab-link="characteristics"]');
    expect(followed).toEqual([]);
  });

  it('stops listening', () => {
    const { followed, stop, click } = pageWithLinks();
    stop();
    expect(click('[data-tab-link="characteristics"]').defaultPrevented).toBe(false);
    expect(followed).toEqual([]);
  });
});
