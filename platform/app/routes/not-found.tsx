import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

export function Component() {
  useDocumentMeta('Page Not Found');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
