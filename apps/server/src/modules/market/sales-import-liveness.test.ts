import { describe } from 'vitest';
import { itKeepsHealthAnsweringThroughAnImport } from './sales-import-liveness.test-support';

describe('sales import liveness (PGlite)', () => {
  itKeepsHealthAnsweringThroughAnImport();
});
