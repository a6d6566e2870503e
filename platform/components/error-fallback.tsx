import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { delays } from '#core/constants.ts';
import { Button, buttonClasses } from './ui/button.tsx';
import { AlertTriangleIcon } from './ui/icons.tsx';

export interface ErrorFallbackProps {
  error: unknown;
  /** Clears the error state so the screen renders again. */
  onRetry: () => void;
  /** Off in stories and tests that want the screen to stay put. */
  autoRetry?: boolean;
}

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (error === undefined || error === null) return undefined;
  return String(error);
}

/**
 * "Something went wrong". It retries by itself once, 3 seconds after
 * the error; the "Auto-retry in 3 seconds" button schedules that again. Only one automatic retry
 * is made so a screen that keeps failing does not loop forever.
 */
export function ErrorFallback({ error, onRetry, autoRetry = true }: ErrorFallbackProps) {
  const [scheduled, setScheduled] = useState(autoRetry);
  const details = describe(error);

  useEffect(() => {
    if (!scheduled) return;
    const timer = setTimeout(() => {
      setScheduled(false);
      onRetry();
    }, delays.errorAutoRetry);
    return () => clearTimeout(timer);
  }, [scheduled, onRetry]);

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-danger-surface text-danger-text">
        <AlertTriangleIcon className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-muted-foreground">We encountered an unexpected error. Don&apos;t worry, your data is safe.</p>
      {details ? (
        <details className="mt-4 w-full rounded-lg border border-border bg-muted p-3 text-left text-sm">
          <summary className="cursor-pointer font-medium">Technical details</summary>
          <pre className="mt-2 max-h-48 overflow-auto text-xs whitespace-pre-wrap">{details}</pre>
        </details>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        {/* A full page load: the app state that failed is not trusted to navigate. */}
        <a href="/" className={buttonClasses('outline')}>
          Go Home
        </a>
        <Button variant="ghost" onClick={() => setScheduled(true)} aria-pressed={scheduled}>
          Auto-retry in 3 seconds
        </Button>
      </div>
    </div>
  );
}

/**
 * Catches render errors below it and shows the fallback; "Try Again" re-renders the children.
 * Only the first error retries by itself: if the retry fails too, the person decides.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean; retries: number }> {
  override state = { error: undefined as unknown, failed: false, retries: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen crashed', error, info.componentStack);
  }

  reset = () => this.setState((state) => ({ error: undefined, failed: false, retries: state.retries + 1 }));

  override render() {
    if (this.state.failed) return <ErrorFallback error={this.state.error} onRetry={this.reset} autoRetry={this.state.retries === 0} />;
    return this.props.children;
  }
}

const RELOAD_MARK_KEY = 'cakeday-error-reload-at';
const RELOAD_LOOP_WINDOW_MS = 15_000;

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOAD_MARK_KEY) ?? 0) < RELOAD_LOOP_WINDOW_MS;
  } catch {
    return false;
  }
}

/**
 * The router's error element (a route's code chunk failed to load, for instance): retrying
 * reloads the page. The automatic retry is skipped right after such a reload so a page that
 * keeps failing does not reload every 3 seconds.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const [autoRetry] = useState(() => !reloadedRecently());
  const reload = () => {
    try {
      sessionStorage.setItem(RELOAD_MARK_KEY, String(Date.now()));
    } catch {
      // Without storage the loop guard is lost; the manual buttons still work.
    }
    window.location.reload();
  };
  return <ErrorFallback error={error} onRetry={reload} autoRetry={autoRetry} />;
}
