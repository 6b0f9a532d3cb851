// On its own, so the app's query client (in the first page) takes the key without the query code.
export const subscriptionStatusQueryKey = ['subscription', 'status'] as const;
