import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { AddFavoriteRequest } from '@stillframe/contracts';
import { Hint } from '@/components/ui/hint';
import { useAccess } from '@/lib/auth/use-access';
import { toPlainText } from '@/lib/sanitize';
import { useToast } from '@/lib/toast';
import { useIsFavorite } from '../api/get-is-favorite';
import { useToggleFavorite } from '../hooks/use-toggle-favorite';

/** The heart on channel and watch screens. Needs sign-in (and, at the server, a subscription). */
export function FavoriteToggle({
  channel,
  showLabel = false,
}: {
  channel: AddFavoriteRequest;
  showLabel?: boolean;
}) {
  const access = useAccess();
  const canUse = access.status === 'granted';
  const status = useIsFavorite(channel.id, canUse);
  const { toggle, isBusy } = useToggleFavorite(channel);
  const { toast } = useToast();
  const isFavorite = status.data === true;
  const name = toPlainText(channel.title);
  const label = isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`;

  const onClick = () => {
    if (access.status === 'anonymous') {
      toast({
        title: 'Authentication Required',
        description: 'Please log in to add favorites',
        variant: 'destructive',
      });
    } else if (!canUse) {
      toast({
        title: 'Subscription Required',
        description: 'Upgrade to Stillframe Pro to save favorite channels.',
        variant: 'destructive',
      });
    } else {
      toggle(isFavorite);
    }
  };

  return (
    <Hint title={label}>
      <Button
        shape={showLabel ? 'default' : 'circle'}
        aria-label={showLabel ? undefined : label}
        aria-pressed={isFavorite}
        loading={isBusy || (canUse && status.isFetching && status.data === undefined)}
        icon={
          isFavorite ? (
            <HeartFilled aria-hidden style={{ color: '#eb2f96' }} />
          ) : (
            <HeartOutlined aria-hidden />
          )
        }
        onClick={onClick}
      >
        {showLabel ? (isFavorite ? 'Favorited' : 'Add to Favorites') : null}
      </Button>
    </Hint>
  );
}
