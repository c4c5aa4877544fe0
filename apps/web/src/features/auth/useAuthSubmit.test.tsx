import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { initTestI18n } from '../../testing/renderWithI18n';
import { useAuthSubmit, type AuthSubmitOptions } from './useAuthSubmit';

beforeAll(initTestI18n);

type Values = { email: string };
const submitEvent = () =>
  ({ preventDefault() {}, persist() {} }) as unknown as FormEvent<HTMLFormElement>;

function setup(options: AuthSubmitOptions<Values>) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { email: 'ada@example.com' } });
    return { form, submit: useAuthSubmit(form, options) };
  });
}

describe('useAuthSubmit', () => {
  it('runs the action with the values', async () => {
    const action = vi.fn(async () => {});
    const { result } = setup({ action, fields: ['email'] });
    await act(() => result.current.submit.onSubmit(submitEvent()));
    expect(action).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(result.current.submit.error).toBeNull();
  });

  it("puts the server's field errors at their fields, other failures on the form", async () => {
    const fieldFailure = { errors: [{ field: 'body.email', message: 'Taken' }] };
    const { result } = setup({ action: () => Promise.reject(fieldFailure), fields: ['email'] });
    await act(() => result.current.submit.onSubmit(submitEvent()));
    expect(result.current.form.getFieldState('email').error?.message).toBe('Taken');
    expect(result.current.submit.error).toBeNull();

    const other = setup({ action: () => Promise.reject({ message: 'Down' }), fields: ['email'] });
    await act(() => other.result.current.submit.onSubmit(submitEvent()));
    await waitFor(() => expect(other.result.current.submit.error).toBe('Down'));
  });

  it('lets onFailure take a failure that named no field', async () => {
    const onFailure = vi.fn(() => true);
    const { result } = setup({
      action: () => Promise.reject({ code: 401, message: 'Expired' }),
      fields: ['email'],
      onFailure,
    });
    await act(() => result.current.submit.onSubmit(submitEvent()));
    expect(onFailure).toHaveBeenCalledWith({ code: 401, message: 'Expired' }, 'Expired');
    expect(result.current.submit.error).toBeNull();
  });
});
