import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import '../i18n/i18n';
import { useUnsavedChangesGuard } from './UnsavedChangesGuard';

function EditForm({ onSave }: { onSave: () => Promise<unknown> }) {
  const [value, setValue] = useState('');
  const { prompt } = useUnsavedChangesGuard({ dirty: value !== '', onSave });
  return (
    <>
      <input aria-label="name" value={value} onChange={(event) => setValue(event.target.value)} />
      <Link to="/elsewhere">leave</Link>
      {prompt}
    </>
  );
}

function renderForm(onSave: () => Promise<unknown> = async () => {}) {
  const router = createMemoryRouter([
    { path: '/', element: <EditForm onSave={onSave} /> },
    { path: '/elsewhere', element: <p>elsewhere</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

async function leaveWithChanges() {
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'changed' } });
  await act(async () => fireEvent.click(screen.getByText('leave')));
  await screen.findByText('You have unsaved changes');
}

describe('unsaved changes guard', () => {
  it('lets a clean form go without asking', async () => {
    const router = renderForm();
    await act(async () => fireEvent.click(screen.getByText('leave')));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('Discard keeps the user on the form', async () => {
    const router = renderForm();
    await leaveWithChanges();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discard' })));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('name')).toHaveProperty('value', 'changed');
  });

  it("Don't Save leaves without saving", async () => {
    const onSave = jest.fn(async () => {});
    const router = renderForm(onSave);
    await leaveWithChanges();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: "Don't Save" })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Save & Close saves, then leaves; a failed save stays', async () => {
    const onSave = jest.fn(async () => {});
    const router = renderForm(onSave);
    await leaveWithChanges();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save & Close' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
