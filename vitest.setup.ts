import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The tests run on shared, sometimes busy machines: what takes over a second to appear is slow,
// not broken. `findBy…` and `waitFor` wait up to three seconds (within the five of a test).
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => cleanup());
