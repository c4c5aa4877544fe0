/** Base URL of the API: `VITE_API_URL`, or same-origin `/v1`. */
export const apiBaseUrl = import.meta.env.VITE_API_URL || '/v1';
