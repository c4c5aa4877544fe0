import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Sha-256 CSP sources of the inline scripts of index.html (the pre-paint settings script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Options of {@link registerSecurityHeaders}. */
export interface SecurityHeadersOptions {
  /** The web app's index.html, when it is served: its inline scripts are allowed by hash. */
  indexHtml?: string;
}

/**
 * Security headers on every answer. The CSP lets styled-components inject `<style>` but allows
 * no eval; inline scripts only by the hashes of the served index.html.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { indexHtml }: SecurityHeadersOptions,
): void {
  const scriptHashes = indexHtml ? inlineScriptHashes(indexHtml) : [];
  // Computed once: @fastify/helmet rebuilds helmet's middleware on every request, which cost
  // ~5% of the hot path; these are the same headers, fixed at start.
  const csp = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const securityHeaders = {
    'content-security-policy': csp,
    // Keeps the link to the card provider's form window, which hands back its token.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}
