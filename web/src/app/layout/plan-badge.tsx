import { CrownOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '@/lib/auth/use-access';
import { paths } from '../paths';

/** 'Pro' with full access, a Subscribe button without. */
export function PlanBadge() {
  const access = useAccess();
  const navigate = useNavigate();
  if (access.status === 'granted')
    return (
      <Tag color="#874d00" icon={<CrownOutlined aria-hidden />}>
        {access.reason === 'admin' ? 'Admin' : 'Pro'}
      </Tag>
    );
  if (access.status === 'no-subscription') {
    return (
      <Button
        type="primary"
        className="sf-subscribe-button"
        onClick={() => navigate(paths.subscribe.getHref())}
      >
        Subscribe
      </Button>
    );
  }
  return null;
}
