import { Alert, Modal, Typography } from 'antd';
import type { ImportPlan } from '../utils/notes-backup';

interface ImportBackupDialogProps {
  plan: ImportPlan | null;
  isImporting: boolean;
  /** The server refused the import (a storage bound): its message; nothing was added. */
  refusal?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

const notesCount = (n: number) => (n === 1 ? '1 note' : `${n} notes`);

/** What an import would do, before it does it. */
export function ImportBackupDialog({
  plan,
  isImporting,
  refusal = null,
  onConfirm,
  onCancel,
}: ImportBackupDialogProps) {
  const encrypted = plan?.toAdd.filter((note) => note.encrypted).length ?? 0;
  const nothing = plan !== null && plan.toAdd.length === 0;
  return (
    <Modal
      open={plan !== null}
      title="Import notes"
      okText={nothing ? 'Nothing to import' : `Import ${notesCount(plan?.toAdd.length ?? 0)}`}
      okButtonProps={{ disabled: nothing }}
      confirmLoading={isImporting}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {plan ? (
        <>
          <Typography.Paragraph>
            <strong>{notesCount(plan.toAdd.length)}</strong> will be added
            {encrypted > 0 ? ` (${encrypted} of them encrypted in this browser)` : ''}.
          </Typography.Paragraph>
          <Typography.Paragraph>
            <strong>{notesCount(plan.skipped)}</strong> will be skipped: already in your notes (same video,
            time and text).
          </Typography.Paragraph>
          {refusal ? (
            <Alert type="warning" showIcon role="alert" title="Nothing was imported" description={refusal} />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
