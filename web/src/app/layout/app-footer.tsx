import { Link } from 'react-router-dom';
import { paths } from '../paths';

export function AppFooter() {
  return (
    <footer className="sf-footer">
      <nav aria-label="Legal" className="sf-footer-links">
        <Link to={paths.terms.getHref()}>Terms</Link>
        <Link to={paths.privacy.getHref()}>Privacy</Link>
      </nav>
      <p className="sf-footnote">Stillframe is not affiliated with YouTube.</p>
    </footer>
  );
}
