import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The web files share their worker's document (vitest.config.ts): what one test rendered is unmounted
// after it, so no screen of an earlier file is still there for the next one to find.
afterEach(cleanup);
