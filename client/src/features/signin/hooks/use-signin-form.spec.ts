import { act, renderHook } from '@testing-library/react';
import { required, useSignInForm } from './use-signin-form';

describe('useSignInForm', () => {
  const setup = () =>
    renderHook(() =>
      useSignInForm({ company_id: '', user_id: '', password: '' }, { user_id: required('User ID is required.') }, jest.fn()),
    );

  it('keeps every field typed before the form re-renders', () => {
    const { result } = setup();
    const form = result.current;
    act(() => {
      form.field('company_id').onChange({ target: { value: 'demo' } });
      form.field('user_id').onChange({ target: { value: 'admin' } });
      form.field('password').onChange({ target: { value: 'secret' } });
    });
    expect(['company_id', 'user_id', 'password'].map((name) => result.current.field(name as 'user_id').value)).toEqual([
      'demo',
      'admin',
      'secret',
    ]);
  });

  it('shows a field message from the first submit and clears it as the field is fixed', async () => {
    const { result } = setup();
    expect(result.current.field('user_id').error).toBeNull();
    await act(() => result.current.onSubmit({ preventDefault() {} } as never));
    expect(result.current.field('user_id').error).toBe('User ID is required.');
    act(() => result.current.field('user_id').onChange({ target: { value: 'admin' } }));
    expect(result.current.field('user_id').error).toBeNull();
  });
});
