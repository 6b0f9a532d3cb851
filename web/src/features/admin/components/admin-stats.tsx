import { Col, Row, Statistic } from 'antd';

export function AdminStats({ total, admins, regular }: { total: number; admins: number; regular: number }) {
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col span={8}>
        <Statistic title="Total users" value={total} />
      </Col>
      <Col span={8}>
        <Statistic title="Administrators" value={admins} />
      </Col>
      <Col span={8}>
        <Statistic title="Regular users" value={regular} />
      </Col>
    </Row>
  );
}
