import { App, Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { NoteShare } from '@stillframe/contracts';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format/dates';

interface KeptLinksProps {
  links: readonly NoteShare[];
  /** Settles when the server has answered; the list follows from the app's data. */
  onRevoke: (token: string) => Promise<unknown>;
}

/**
 * What a user whose plan ended can still take down (docs/decisions/0031-data-stays-yours.md): the share
 * links they made, each revocable. The links come from the notes feature through the app.
 */
export function KeptLinks({ links, onRevoke }: KeptLinksProps) {
  const { modal } = App.useApp();
  const headingId = useId();

  const confirmRevoke = (link: NoteShare) =>
    modal.confirm({
      title: 'Revoke this link?',
      content: `Nobody will be able to open your notes on “${link.videoTitle || link.videoId}” with it again, even after you subscribe.`,
      okText: 'Revoke',
      okButtonProps: { danger: true },
      // Returning the promise keeps the dialog open, its button spinning, until the server answers.
      onOk: () => onRevoke(link.token).catch(() => undefined),
    });

  return (
    <section aria-labelledby={headingId} style={{ textAlign: 'left', marginTop: 24 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18 }}>
        Your notes and links stay yours
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Your share links show nothing while you have no subscription, and show your notes again after you
        subscribe, unless you revoke them.
      </Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 12px' }}>
        {links.map((link) => (
          <li key={link.token} style={{ padding: '8px 0', borderTop: '1px solid rgba(128, 128, 128, 0.2)' }}>
            <Flex justify="space-between" align="center" gap={12}>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis>
                  {link.videoTitle || link.videoId}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {link.videoId} · created {formatDay(link.createdAt)}
                </Typography.Text>
              </Flex>
              <Button danger size="small" onClick={() => confirmRevoke(link)}>
                Revoke
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        To download your notes and favourites, or to delete your account, open{' '}
        <Link to={paths.settings.getHref()}>Account Settings</Link>.
      </Typography.Paragraph>
    </section>
  );
}
