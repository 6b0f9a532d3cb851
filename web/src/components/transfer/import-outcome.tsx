import { Alert } from 'antd';

interface ImportOutcomeProps {
  /** A file that was not imported, and why. */
  refused: { fileName: string; message: string } | null;
  /** What an import added. */
  done: { title: string; description?: string } | null;
  onClose: () => void;
}

/** How an import ended: the refusal (announced at once) or what was added, each closed by the reader. */
export function ImportOutcome({ refused, done, onClose }: ImportOutcomeProps) {
  if (refused)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`${refused.fileName} was not imported`}
        description={refused.message}
        closable={{ onClose }}
      />
    );
  if (done)
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={done.title}
        description={done.description}
        closable={{ onClose }}
      />
    );
  return null;
}
