// DOM matchers (toHaveFocus, toHaveAttribute …) for view tests; RTL cleans up after each test
// because `globals` is on.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy… and waitFor end as soon as what they wait for is there; their bound only says when to
// give up. Testing Library's 1 s was passed on a busy machine by a lazily imported part's first
// import (the city question's popover), so a test failed that waited on the right thing.
configure({ asyncUtilTimeout: 10_000 });
