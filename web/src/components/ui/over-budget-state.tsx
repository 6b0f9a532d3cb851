import { EmptyState } from './empty-state';

/**
 * Where the results would be, when a budget is spent: a calm note with the server's message (which says
 * when it returns), never an error banner. Plain elements, so the search screen can show it.
 */
export function OverBudgetState({ message }: { message: string }) {
  return (
    <div role="status">
      <EmptyState title="Come back later" description={message} />
    </div>
  );
}
