interface ApiErrorBody {
  code?: number;
  message?: string;
  errors?: Array<{ field: string; message: string }>;
}

function asBody(error: unknown): ApiErrorBody | null {
  return error && typeof error === 'object' ? (error as ApiErrorBody) : null;
}

/**
 * Shows the server's field errors (`errors: [{field, message}]`) at their fields.
 * Returns true when at least one was shown.
 */
export function applyServerErrors<T>(
  error: unknown,
  setError: (name: keyof T & string, error: { type: 'server'; message: string }) => void,
  fields?: ReadonlyArray<keyof T & string>,
): boolean {
  const list = asBody(error)?.errors ?? [];
  let shown = false;
  for (const { field, message } of list) {
    const name = field.replace(/^body\./, '') as keyof T & string;
    if (fields && !fields.includes(name)) continue;
    setError(name, { type: 'server', message });
    shown = true;
  }
  return shown;
}

/** The fields the server named in a failed call's `errors`. */
export function errorFields(error: unknown): string[] {
  return (asBody(error)?.errors ?? []).map((e) => e.field);
}

/** A message to show for a failed call: the server's message, or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error) return error;
  const message = asBody(error)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The HTTP status of a failed call, when the server said it. */
export function errorStatus(error: unknown): number | undefined {
  const code = asBody(error)?.code;
  return typeof code === 'number' ? code : undefined;
}
