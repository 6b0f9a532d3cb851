import { useNoteShares, useRevokeNoteShare } from '@/features/notes/api/note-shares';
import { KeptLinks } from '@/features/subscription/components/kept-links';
import { SubscriptionRequired } from '@/features/subscription/components/subscription-required';
import { getServerMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';

/**
 * Subscription Required, with the share links the user made: listing and revoking them needs no plan
 * (docs/decisions/0031-data-stays-yours.md). Composed here because the links belong to the notes feature.
 */
export function SubscriptionRequiredScreen() {
  const shares = useNoteShares(true);
  const revoke = useRevokeNoteShare();
  const { toast } = useToast();
  const links = shares.data ?? [];

  const revokeLink = (token: string) =>
    revoke.mutateAsync(token).then(
      () => toast({ title: 'Share link revoked', description: 'The link no longer opens these notes.' }),
      (error: unknown) => {
        toast({
          title: 'Revoke failed',
          description: getServerMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        throw error;
      },
    );

  return (
    <SubscriptionRequired
      keptData={links.length > 0 ? <KeptLinks links={links} onRevoke={revokeLink} /> : null}
    />
  );
}
