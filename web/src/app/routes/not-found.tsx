import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';

export function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Page not found</h1>}
      subTitle="The page you are looking for does not exist."
      extra={
        <Button type="primary" onClick={() => navigate(paths.home.getHref())}>
          Back to Home
        </Button>
      }
    />
  );
}
