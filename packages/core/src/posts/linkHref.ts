const LINK_PROTOCOLS = ['https:', 'http:', 'mailto:'];

/**
 * Whether `href` is an address a post's link may hold and a reader may follow: `https:` or
 * `http:` with a host, or `mailto:` with an address. No space or control character anywhere:
 * browsers strip some of them before reading the scheme (`java\tscript:`), so such an address is
 * refused rather than guessed at. The API keeps only such links; the editor makes only such
 * links; readers open only such links.
 */
export function isSafeLinkHref(href: unknown): href is string {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (typeof href !== 'string' || !href || /[\s\u0000-\u001f\u007f-\u009f]/u.test(href))
    return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (!LINK_PROTOCOLS.includes(url.protocol)) return false;
  return url.protocol === 'mailto:' ? url.pathname.length > 0 : url.hostname.length > 0;
}
