// What only a running export needs, in a chunk of its own that the export fetches when it starts
// (see exportQueryOptions in queries.ts).
export { experimental_streamedQuery as streamedQuery } from '@tanstack/react-query';
export { subscriptionIterable } from './subscriptionIterable';
