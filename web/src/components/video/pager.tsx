import { LeftIcon, RightIcon } from '@/components/ui/icons';
import './video.css';

interface PagerProps {
  page: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function Pager({ page, canPrevious, canNext, onPrevious, onNext }: PagerProps) {
  return (
    <nav className="sf-pager" aria-label="Pagination">
      <button type="button" className="sf-button" disabled={!canPrevious} onClick={onPrevious}>
        <LeftIcon /> Previous
      </button>
      <span aria-live="polite">Page {page}</span>
      <button type="button" className="sf-button" disabled={!canNext} onClick={onNext}>
        Next <RightIcon />
      </button>
    </nav>
  );
}
