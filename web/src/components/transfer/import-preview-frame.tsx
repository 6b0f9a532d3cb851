import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ImportPreviewFrameProps {
  /** The id of the heading, which names the section. */
  titleId: string;
  fileName: string;
  /** What the file was read as, and anything else said under the heading. */
  summary: ReactNode;
  /** A new preview moves the focus to its heading again. */
  preview: unknown;
  /** The primary button's words, e.g. "Add 3 channels"; disabled while nothing is chosen. */
  addLabel: string;
  canAdd: boolean;
  isAdding: boolean;
  onAdd: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * What an import would do, before anything is added: a heading that takes the focus (keyboard and
 * screen-reader users land on the preview the file chooser just produced), the preview itself, and
 * the add and cancel buttons.
 */
export function ImportPreviewFrame(props: ImportPreviewFrameProps) {
  const { titleId, fileName, summary, preview, addLabel, canAdd, isAdding, onAdd, onCancel, children } =
    props;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [preview]);
  return (
    <section aria-labelledby={titleId} className="sf-import-preview">
      <Typography.Title level={2} id={titleId} ref={title} tabIndex={-1} style={{ fontSize: 20 }}>
        Import from {fileName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{summary}</Typography.Paragraph>
      {children}
      <Flex gap={12} wrap style={{ marginTop: 16 }}>
        <Button type="primary" disabled={!canAdd} loading={isAdding} onClick={onAdd}>
          {addLabel}
        </Button>
        <Button onClick={onCancel} disabled={isAdding}>
          Cancel
        </Button>
      </Flex>
    </section>
  );
}

/** The entries of a preview the user has unticked (everything starts ticked). */
export function useUnticked<Key>() {
  const [unticked, setUnticked] = useState<ReadonlySet<Key>>(new Set());
  const isTicked = (key: Key) => !unticked.has(key);
  const tick = (key: Key, ticked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (ticked) next.delete(key);
      else next.add(key);
      return next;
    });
  return { isTicked, tick };
}
