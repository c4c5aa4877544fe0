import { applyServerErrors, errorStatus, errorText } from './serverErrors';

describe('server errors', () => {
  it('puts field errors at their fields', () => {
    const setError = vi.fn();
    const shown = applyServerErrors(
      {
        code: 400,
        message: 'Validation failed',
        errors: [{ field: 'email', message: 'Email already taken' }],
      },
      setError,
    );
    expect(shown).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'Email already taken',
    });
  });

  it('reports nothing shown for errors without fields', () => {
    const setError = vi.fn();
    expect(applyServerErrors('Something went wrong', setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('reads the message and status, or falls back', () => {
    expect(errorText({ code: 401, message: 'Incorrect email or password' }, 'x')).toBe(
      'Incorrect email or password',
    );
    expect(errorText('Something went wrong', 'x')).toBe('Something went wrong');
    expect(errorText(undefined, 'fallback')).toBe('fallback');
    expect(errorStatus({ code: 429, message: 'Too many requests' })).toBe(429);
    expect(errorStatus('Something went wrong')).toBeUndefined();
  });
});
