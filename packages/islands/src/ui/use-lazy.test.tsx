import { act, render, screen } from '@testing-library/react';
import { useLazy } from './use-lazy';
import { deferred } from '../runtime/testkit';

describe('useLazy', () => {
  it('downloads the part only once it is wanted, then shows it; later uses show it at once', async () => {
    const arrival = deferred<string>();
    const load = vi.fn(() => arrival.promise);
    const Part = ({ wanted }: { wanted: boolean }) => <p>{useLazy(load, wanted) ?? 'нет'}</p>;

    const { rerender, unmount } = render(<Part wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Part wanted />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('нет')).toBeTruthy();
    await act(async () => arrival.resolve('диалог'));
    expect(screen.getByText('диалог')).toBeTruthy();
    unmount();

    render(<Part wanted={false} />);
    expect(screen.getByText('диалог')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores a part that arrives after its island left the page', async () => {
    const arrival = deferred<string>();
    const Part = () => <p>{useLazy(() => arrival.promise, true) ?? 'нет'}</p>;
    const errors = vi.spyOn(console, 'error');
    const { unmount } = render(<Part />);
    unmount();
    await act(async () => arrival.resolve('поздно'));
    expect(errors).not.toHaveBeenCalled();
  });
});
