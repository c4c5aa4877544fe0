import { jwtDecode } from 'jwt-decode';

/**
 * True when `accessToken` is a decodable JWT whose `exp` (seconds) lies in the future.
 * `now` is injectable for tests.
 */
export function isValidToken(
  accessToken: string | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!accessToken) return false;
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(accessToken);
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}
