// DOM matchers (toHaveFocus, toHaveAttribute …) for view tests; RTL cleans up after each test
// because `globals` is on.
import '@testing-library/jest-dom/vitest';
