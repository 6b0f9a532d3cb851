import { DownOutlined, LockOutlined, RightOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toPlainText } from '@/lib/sanitize';
import { lockedGroupKey, unknownChannelLabel, type NoteGroup } from '../utils/note-groups';
import './notes.css';

interface NoteGroupHeaderProps {
  group: NoteGroup;
  collapsed: boolean;
  shared: boolean;
  onToggle: () => void;
  onShare: () => void;
}

/** A video's heading in the notes library: thumbnail, title, channel, note count; it folds its notes away. */
export function NoteGroupHeader({ group, collapsed, shared, onToggle, onShare }: NoteGroupHeaderProps) {
  const locked = group.key === lockedGroupKey;
  const title = locked
    ? 'Locked encrypted notes'
    : toPlainText(group.videoTitle) || group.videoId || 'Untitled video';
  const count = group.notes.length === 1 ? '1 note' : `${group.notes.length} notes`;
  const canShare = group.notes.some((view) => !view.isEncrypted);
  return (
    <div className="sf-note-group">
      <Button
        type="text"
        size="small"
        className="sf-note-group-toggle"
        aria-expanded={!collapsed}
        aria-label={`${collapsed ? 'Show' : 'Hide'} notes on ${title}`}
        icon={collapsed ? <RightOutlined aria-hidden /> : <DownOutlined aria-hidden />}
        onClick={onToggle}
      />
      {group.videoThumbnailUrl ? (
        <img className="sf-note-group-thumb" src={group.videoThumbnailUrl} alt="" loading="lazy" />
      ) : (
        <span className="sf-note-group-thumb sf-note-group-thumb-empty" aria-hidden>
          {locked ? <LockOutlined /> : null}
        </span>
      )}
      <div className="sf-note-group-text">
        <h2 className="sf-note-group-title">
          {group.videoId ? <Link to={paths.watch.getHref(group.videoId)}>{title}</Link> : title}
        </h2>
        <div className="sf-note-group-meta">
          {locked ? null : <span>{toPlainText(group.channelTitle) || unknownChannelLabel}</span>}
          <span>{count}</span>
          {shared ? <Tag>Shared</Tag> : null}
        </div>
      </div>
      {canShare && group.videoId ? (
        <Button
          size="small"
          icon={<ShareAltOutlined aria-hidden />}
          onClick={onShare}
          aria-label={`Share notes on ${title}`}
        >
          Share
        </Button>
      ) : null}
    </div>
  );
}
