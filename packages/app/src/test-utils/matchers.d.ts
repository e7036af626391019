// The jest-dom matchers (set up by packages/ui/src/test-utils/setup.ts) for the type checker.
import '@testing-library/jest-dom/vitest';
