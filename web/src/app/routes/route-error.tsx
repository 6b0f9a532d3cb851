import { Button, Flex } from 'antd';

/** Last resort when a screen throws or its code cannot be loaded (e.g. after a deploy). Kept light: it ships in the first load. */
export function RouteError() {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '64px 16px', textAlign: 'center' }} role="alert">
      <h1 style={{ fontSize: 24, margin: 0 }}>Something went wrong</h1>
      <p style={{ margin: 0 }}>Please reload the page. If it keeps happening, try again later.</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Flex>
  );
}
