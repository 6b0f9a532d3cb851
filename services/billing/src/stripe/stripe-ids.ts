/** The id of a Stripe reference, whether Stripe sent the id or (expanded) the object. */
export const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
};

/**
 * The subscription an invoice bills: under `parent.subscription_details` since API basil, under
 * `subscription` before (a webhook endpoint pinned to an older version); none for a one-off invoice.
 */
export function subscriptionOfInvoice(invoice: object): string | null {
  const { parent, subscription } = invoice as {
    parent?: { subscription_details?: { subscription?: unknown } | null } | null;
    subscription?: unknown;
  };
  return idOf(parent?.subscription_details?.subscription) ?? idOf(subscription);
}
