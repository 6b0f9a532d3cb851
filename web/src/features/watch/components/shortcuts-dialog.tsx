import { Modal } from 'antd';
import { LOCK_SHORTCUT } from '@/lib/encryption/lock-shortcut';
import { SHORTCUTS } from '../utils/shortcuts';

/** The watch page's keyboard shortcuts, opened with `?`. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Keyboard shortcuts" onCancel={onClose} footer={null} destroyOnHidden>
      <table className="sf-shortcuts">
        <caption className="sf-visually-hidden">Keys on the watch page</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {[...SHORTCUTS, { ...LOCK_SHORTCUT, key: 'lock' }].map((shortcut) => (
            <tr key={shortcut.key}>
              <td>
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' + ' : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginBottom: 0, opacity: 0.75 }}>Shortcuts do not fire while you type in a text field.</p>
    </Modal>
  );
}
