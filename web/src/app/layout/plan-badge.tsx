import { useNavigate } from 'react-router-dom';
import { CrownIcon } from '@/components/ui/icons';
import { useAccess } from '@/lib/auth/use-access';
import { paths } from '../paths';
import './plan-badge.css';

/** 'Pro' with full access, a Subscribe button without. */
export function PlanBadge() {
  const access = useAccess();
  const navigate = useNavigate();
  if (access.status === 'granted')
    return (
      <span className="sf-plan-tag">
        <CrownIcon />
        {access.reason === 'admin' ? 'Admin' : 'Pro'}
      </span>
    );
  if (access.status === 'no-subscription') {
    return (
      <button
        type="button"
        className="sf-button sf-button-primary sf-subscribe-button"
        onClick={() => navigate(paths.subscribe.getHref())}
      >
        Subscribe
      </button>
    );
  }
  return null;
}
