import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tabs, Typography } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/current-user';
import { PageSpinner } from '@/components/ui/page-spinner';
import { MarketingPoints } from './marketing-points';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

/** Sign in / create account; signed-in users are sent home, and so is everyone after success. */
export function AuthScreen() {
  const { user, isLoading } = useUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const goHome = () => navigate(paths.home.getHref(), { replace: true });

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <div className="sf-page" style={{ maxWidth: 980, paddingTop: 48 }}>
      <Row gutter={[32, 32]} align="middle">
        <Col xs={24} md={11}>
          <Typography.Title level={1} style={{ marginTop: 0 }}>
            Stillframe
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Watch what you came for. A calm, distraction-free way to search and watch videos.
          </Typography.Paragraph>
          <MarketingPoints />
        </Col>
        <Col xs={24} md={13}>
          <Card>
            <Tabs
              defaultActiveKey={searchParams.get('tab') === 'register' ? 'register' : 'sign-in'}
              items={[
                { key: 'sign-in', label: 'Sign In', children: <SignInForm onSuccess={goHome} /> },
                { key: 'register', label: 'Create Account', children: <RegisterForm onSuccess={goHome} /> },
              ]}
            />
          </Card>
          <div style={{ textAlign: 'center', marginTop: 16 }}>
            <Link to={paths.home.getHref()}>
              <ArrowLeftOutlined aria-hidden /> Return without logging in
            </Link>
          </div>
        </Col>
      </Row>
    </div>
  );
}
