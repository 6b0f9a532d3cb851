import './video.css';
/** A video card while it loads: the thumbnail's place, a title bar and two lines (antd's Skeleton look, in CSS). */
export function VideoCardSkeleton() {
  return (
    <div className="sf-video-card sf-skeleton" aria-hidden>
      <div className="sf-thumb sf-skeleton-block" />
      <div className="sf-video-card-body">
        <div className="sf-skeleton-line" style={{ width: '38%' }} />
        <div className="sf-skeleton-line" />
        <div className="sf-skeleton-line" style={{ width: '61%' }} />
      </div>
    </div>
  );
}
