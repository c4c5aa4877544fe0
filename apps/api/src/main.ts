import { fileURLToPath } from 'node:url';
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 5300);
const host = process.env.HOST ?? '127.0.0.1';
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

const app = await buildApp({ webDist, logger: true });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // In-flight requests finish; new ones get 503 while closing.
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
console.log(
  `\n  Finfree is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/\n`,
);
