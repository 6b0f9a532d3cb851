import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useCreateNoteShare, useRevokeNoteShare } from '../api/note-shares';

interface ShareDialogProps {
  video: { videoId: string; title: string } | null;
  onClose: () => void;
}

/** Creates (or shows) the read-only link to one video's regular notes; revoking it ends the link. */
export function ShareDialog({ video, onClose }: ShareDialogProps) {
  const create = useCreateNoteShare();
  const revoke = useRevokeNoteShare();
  const { toast } = useToast();
  const linkId = useId();
  const videoId = video?.videoId;

  useEffect(() => {
    if (videoId) create.mutate(videoId);
    // Once per opened video (the mutation object itself changes on every render).
  }, [videoId]);

  const share = create.data && create.data.videoId === videoId ? create.data : null;
  const url = share ? `${window.location.origin}${paths.sharedNotes.getHref(share.token)}` : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it yourself.' });
    }
  };

  const revokeLink = () => {
    if (!share) return;
    revoke.mutate(share.token, {
      onSuccess: () => {
        toast({ title: 'Share link revoked', description: 'The link no longer opens these notes.' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Revoke failed',
          description: getServerMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Modal open={video !== null} title="Share these notes" onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        Anyone with this link can read your regular notes on <strong>{video?.title}</strong>, without signing
        in. Encrypted notes are never shared. Revoke the link to end it.
      </Typography.Paragraph>
      {create.isError ? (
        <Alert
          type="error"
          showIcon
          title={getServerMessage(create.error, 'The link could not be created.')}
        />
      ) : (
        <Flex vertical gap={12}>
          <label htmlFor={linkId}>Share link</label>
          <Flex gap={8}>
            <Input
              id={linkId}
              readOnly
              value={url}
              placeholder="Creating link…"
              onFocus={(e) => e.target.select()}
            />
            <Button onClick={() => void copy()} disabled={!share}>
              Copy
            </Button>
          </Flex>
          <Flex justify="end">
            <Button danger disabled={!share} loading={revoke.isPending} onClick={revokeLink}>
              Revoke link
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
