import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompareAddResult } from '@shop-islands/api';
import { deferred } from '../runtime/testkit';
import { createCompareSimilarModel } from './compare-toggle.similar';
import { CompareSimilarView } from './compare-toggle.similar.view';

function renderSimilar() {
  const answer = deferred<CompareAddResult>();
  const visited: string[] = [];
  let calls = 0;
  const model = createCompareSimilarModel({
    sectionCode: 'signalizatsii',
    api: {
      add2CompareList: () => {
        calls += 1;
        return answer.promise;
      },
      checkItemInCompareList: () => Promise.resolve({ IN_COMPARE_LIST: [] }),
    },
    store: { addToCompare: () => {} },
    navigate: (url) => void visited.push(url),
    announce: () => {},
  });
  render(<CompareSimilarView model={model} props={{ variant: 'similar', sectionCode: 'signalizatsii', sectionName: 'Автосигнализации' }} />);
  return { answer, visited, calls: () => calls };
}

describe('compare similar view', () => {
  test('a button named «Сравнить похожие» with the section read after it', () => {
    renderSimilar();
    expect(screen.getByRole('button', { name: 'Сравнить похожие «Автосигнализации»' })).toBeTruthy();
  });

  test('busy while the request runs: a second click sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderSimilar();
    const button = screen.getByRole('button');
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(calls()).toBe(1);
  });

  test('shows the server’s refusal under the button and stays', async () => {
    const user = userEvent.setup();
    const { answer, visited } = renderSimilar();
    await user.click(screen.getByRole('button'));
    await act(async () => answer.resolve({ SHOW_COMPARE: 0, ERROR: 'Товар не найден' }));
    expect(screen.getByRole('alert').textContent).toBe('Товар не найден');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(visited).toEqual([]);
  });
});
