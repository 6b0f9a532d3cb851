import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, type ReactNode } from 'react';

interface FilePickerButtonProps {
  children: ReactNode;
  /** The hidden input's name for screen readers, e.g. "Choose a subscriptions file to import". */
  label: string;
  accept: string;
  multiple?: boolean;
  loading: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * An import button that opens the file chooser: the input stays out of sight and of the tab order
 * (the button is the control), and is emptied after each choice so the same file can be chosen again.
 */
export function FilePickerButton({
  children,
  label,
  accept,
  multiple,
  loading,
  onFiles,
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={<UploadOutlined aria-hidden />} loading={loading} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-label={label}
        className="sf-visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
