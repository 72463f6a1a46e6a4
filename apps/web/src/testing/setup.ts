import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only where test globals exist; ours do not.
afterEach(() => {
  cleanup();
});
