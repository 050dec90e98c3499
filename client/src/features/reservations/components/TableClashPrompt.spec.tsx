import { ERROR_CODES } from '@covers/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import '../../../i18n/i18n';
import { ApiError } from '../../../api/api-error';
import { useTableClashPrompt } from './TableClashPrompt';

type Ask = ReturnType<typeof useTableClashPrompt>['ask'];

function Prompt({ expose }: { expose: (ask: Ask) => void }) {
  const { prompt, ask } = useTableClashPrompt(false);
  useEffect(() => {
    expose(ask);
  }, [ask, expose]);
  return <>{prompt}</>;
}

const clashOn = (name: string) =>
  new ApiError(ERROR_CODES.TABLE_DOUBLE_BOOKED.code, 'Table double booked!', {
    clashes: [{ reservation_id: name, name, time: '19:00', pax: 2 }],
  });

describe('table clash prompt', () => {
  it('asks two refusals that arrive together one after the other, and answers each', async () => {
    let ask: Ask | undefined;
    render(
      <Prompt
        expose={(exposed) => {
          ask = exposed;
        }}
      />,
    );
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      first = ask!('tables', clashOn('Alpha'));
      second = ask!('tables', clashOn('Bravo'));
    });

    await screen.findByText('Alpha at 19:00, 2 pax');
    expect(screen.queryByText('Bravo at 19:00, 2 pax')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select another table' }));
    await expect(first).resolves.toBe('decline');

    await screen.findByText('Bravo at 19:00, 2 pax');
    fireEvent.click(screen.getByRole('button', { name: 'Book anyways' }));
    await expect(second).resolves.toBe('book_anyway');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
