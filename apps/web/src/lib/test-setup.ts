import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test ends with nothing rendered: what one test mounted never answers another's queries.
afterEach(() => {
  cleanup();
});
