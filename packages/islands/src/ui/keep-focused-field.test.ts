import type { IslandContext, IslandModule } from '@shop-islands/loader';
import { manualClock } from './clock.testkit';
import { keepFocusedField, LEFT_FORM_MS } from './keep-focused-field';

/** A form island's fallback on the page, and an island that records its mounts. */
function setUp(touch = true) {
  document.body.innerHTML = `
    <div id="island"><form><input name="login"><select name="city"><option>Москва</option></select><button>Войти</button></form></div>
    <a id="away" href="/elsewhere">Прочь</a>`;
  const element = document.getElementById('island')!;
  const mounts: IslandContext[] = [];
  const unmounts: string[] = [];
  const island: IslandModule<{ id: number }> = {
    parseProps: (raw) => raw as { id: number },
    mount: (_props, context) => {
      mounts.push(context);
      return { unmount: () => unmounts.push('unmounted'), ready: Promise.resolve() };
    },
  };
  const clock = manualClock();
  const wrapped = keepFocusedField(island, { clock, touch: () => touch });
  const context: IslandContext = { name: 'auth-form', element, events: [new Event('focusin')], fail: () => {} };
  const field = (name: string) => element.querySelector<HTMLElement>(`[name="${name}"]`)!;
  return { element, mounts, unmounts, clock, wrapped, context, field };
}

describe('a form island woken by a tap into its fallback (docs/embedding.md#hydration)', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('on a touch screen waits while the fallback\'s field has the focus, and mounts once the shopper has left the form', async () => {
    const { mounts, clock, wrapped, context, field } = setUp();
    field('login').focus();
    const handle = wrapped.mount({ id: 1 }, context);
    expect(mounts).toHaveLength(0);
    // From field to field, and to the form's button: still in the form.
    field('city').focus();
    clock.tick(LEFT_FORM_MS * 2);
    expect(mounts).toHaveLength(0);
    document.getElementById('away')!.focus();
    clock.tick(LEFT_FORM_MS - 1);
    expect(mounts).toHaveLength(0);
    clock.tick(1);
    expect(mounts).toHaveLength(1);
    // What the shopper did is in the fields, which the island takes over: nothing is replayed.
    expect(mounts[0]!.events).toEqual([]);
    await expect(handle.ready).resolves.toBeUndefined();
  });

  it('a focus that comes back to the form within the moment keeps it waiting (a blur and a tap on the next field)', () => {
    const { mounts, clock, wrapped, context, field, element } = setUp();
    field('login').focus();
    wrapped.mount({ id: 1 }, context);
    (document.activeElement as HTMLElement).blur();
    clock.tick(LEFT_FORM_MS / 2);
    field('login').focus();
    clock.tick(LEFT_FORM_MS * 2);
    expect(mounts).toHaveLength(0);
    expect(element.contains(document.activeElement)).toBe(true);
  });

  it('mounts at once, with the events to replay, with a mouse, or when no fallback field has the focus', () => {
    const mouse = setUp(false);
    mouse.field('login').focus();
    mouse.wrapped.mount({ id: 1 }, mouse.context);
    expect(mouse.mounts).toHaveLength(1);
    expect(mouse.mounts[0]!.events).toHaveLength(1);

    const link = setUp();
    document.getElementById('away')!.focus();
    link.wrapped.mount({ id: 1 }, link.context);
    expect(link.mounts).toHaveLength(1);
    // The form's button is no field: a tap on it replays as ever.
    const button = setUp();
    button.element.querySelector('button')!.focus();
    button.wrapped.mount({ id: 1 }, button.context);
    expect(button.mounts).toHaveLength(1);
  });

  it('an island that throws as it mounts after the wait is reported as failed, as at once', () => {
    const { clock, context, field } = setUp();
    const failures: unknown[] = [];
    const throwing: IslandModule<unknown> = {
      parseProps: (raw) => raw,
      mount: () => {
        throw new TypeError('render broke');
      },
    };
    const broken = keepFocusedField(throwing, { clock, touch: () => true });
    field('login').focus();
    broken.mount({}, { ...context, fail: (error) => failures.push(error) });
    document.getElementById('away')!.focus();
    clock.tick(LEFT_FORM_MS);
    expect(failures).toEqual([new TypeError('render broke')]);
  });

  it('taken off the page while waiting, mounts nothing and leaves no timer', () => {
    const { mounts, unmounts, clock, wrapped, context, field } = setUp();
    field('login').focus();
    const handle = wrapped.mount({ id: 1 }, context);
    (document.activeElement as HTMLElement).blur();
    handle.unmount();
    expect(clock.pending()).toBe(0);
    clock.tick(LEFT_FORM_MS);
    expect(mounts).toHaveLength(0);
    expect(unmounts).toEqual([]);
  });
});
