import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/class-names.ts';
import { ImageOffIcon } from './icons.tsx';

type ImageState = 'loading' | 'loaded' | 'error';

/** Loading starts when the image comes within 50 px of the viewport, 10% visible. */
const observerOptions: IntersectionObserverInit = { rootMargin: '50px', threshold: 0.1 };

export interface LazyImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /**
   * Drawn when there is no picture at all (`src` empty): decorative, hidden from screen readers,
   * since a missing picture is no error. Without one, an empty `src` reads "Image unavailable" as
   * the venue cards have always shown it.
   */
  placeholder?: ReactNode;
}

/**
 * An image that loads near the viewport and shows "Image unavailable" when it cannot load. Having
 * no picture is not a failure where a placeholder is given: that draws it instead of the error.
 */
export function LazyImage({ src, alt, className, placeholder }: LazyImageProps) {
  if (!src && placeholder !== undefined) {
    return (
      <div aria-hidden="true" data-state="none" className={cx('relative overflow-hidden bg-muted', className)}>
        {placeholder}
      </div>
    );
  }
  return <LoadingImage src={src} alt={alt} className={className} />;
}

function LoadingImage({ src, alt, className }: { src: string | undefined; alt: string; className?: string }) {
  const [state, setState] = useState<ImageState>(src ? 'loading' : 'error');
  const [near, setNear] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setState(src ? 'loading' : 'error');
  }, [src]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, observerOptions);
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={boxRef} data-state={state} className={cx('relative overflow-hidden bg-muted', className)}>
      {/* Shimmers only near the viewport: far below the fold the image is not even requested, and an
          endless shimmer there kept the main thread painting (docs/decisions/022-public-first-paint.md). */}
      {state === 'loading' && near ? <div aria-hidden="true" className="skeleton-shimmer absolute inset-0" /> : null}
      {state === 'error' ? (
        <div role="img" aria-label={alt ? `${alt}: image unavailable` : 'Image unavailable'} className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
          <ImageOffIcon className="h-8 w-8" />
          <span aria-hidden="true" className="text-sm font-medium">
            Image unavailable
          </span>
        </div>
      ) : null}
      {near && src && state !== 'error' ? (
        <img
          src={src}
          alt={alt}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
          className={cx('h-full w-full object-cover transition-opacity duration-300', state === 'loaded' ? 'opacity-100' : 'opacity-0')}
        />
      ) : null}
    </div>
  );
}
