import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '#platform/components/ui/button.tsx';
import { PrinterIcon } from './album-icons.tsx';

/** The QR code of `link` as SVG markup (qrcode loads only when a poster is shown). */
export async function qrSvg(link: string): Promise<string> {
  const loaded = await import('qrcode');
  // A CommonJS package: its functions sit on `default` (bundlers, Node) or on the namespace, and a
  // namespace's `toString` must not be mistaken for Object.prototype's.
  const library = loaded.default && Object.prototype.hasOwnProperty.call(loaded.default, 'toString') ? loaded.default : loaded;
  return library.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
}

/**
 * Printing shows only the poster: a copy of it sits directly in <body> (hidden on screen), and the
 * print rules hide every other child of <body> (the app, toasts, dialogs), so the page prints on
 * one sheet without the blank pages that hidden-but-present content would leave.
 */
const printCss = `@media print {
  html, body { background: #fff !important; }
  body > :not([data-album-poster-print]) { display: none !important; }
  [data-album-poster-print] { display: block !important; padding: 2cm 1.5cm; }
}`;

export interface QrPosterProps {
  link: string;
  eventTitle: string;
}

function PosterSheet({ link, eventTitle, svg, failed, print }: QrPosterProps & { svg: string | null; failed: boolean; print: boolean }) {
  return (
    <div className={print ? 'text-center text-black' : 'mx-auto max-w-sm rounded-card border border-border bg-white p-6 text-center text-black'}>
      <p className={print ? 'text-xl font-semibold tracking-wide uppercase' : 'text-sm font-semibold tracking-wide uppercase'}>{eventTitle}</p>
      <p className={print ? 'mt-4 text-6xl font-extrabold' : 'mt-2 text-3xl font-extrabold'}>Share your photos</p>
      <p className={print ? 'mt-4 text-xl' : 'mt-1 text-sm'}>Scan with your phone camera to add your photos and videos to the party album.</p>
      <div className={print ? 'mx-auto mt-10 aspect-square w-[12cm]' : 'mx-auto mt-4 aspect-square w-56'}>
        {svg ? (
          // The markup is qrcode's own SVG of the link (paths only, no text from the link).
          <div
            role={print ? undefined : 'img'}
            aria-label={print ? undefined : 'QR code of the upload link'}
            className="h-full w-full [&>svg]:h-full [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-neutral-100 text-sm">{failed ? 'Could not draw the QR code' : 'Drawing the QR code...'}</div>
        )}
      </div>
      <p className={print ? 'mt-10 text-2xl break-all' : 'mt-4 text-sm break-all'}>{link}</p>
    </div>
  );
}

/**
 * A printable poster of the upload link for the party: the event, "Share your photos", the QR code
 * and the link as text for those who type it. "Print poster" prints only the poster.
 */
export function QrPoster({ link, eventTitle }: QrPosterProps) {
  const [svg, setSvg] = useState<{ link: string; markup: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    setFailed(false);
    qrSvg(link).then(
      (markup) => alive && setSvg({ link, markup }),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [link]);

  const markup = svg !== null && svg.link === link ? svg.markup : null;
  return (
    <div>
      <style>{printCss}</style>
      <PosterSheet link={link} eventTitle={eventTitle} svg={markup} failed={failed} print={false} />
      {createPortal(
        <div data-album-poster-print="" aria-hidden="true" className="hidden">
          <PosterSheet link={link} eventTitle={eventTitle} svg={markup} failed={failed} print />
        </div>,
        document.body,
      )}
      <div className="mt-3 flex justify-center">
        <Button variant="outline" size="sm" onClick={() => window.print()} disabled={markup === null}>
          <PrinterIcon className="h-4 w-4" /> Print poster
        </Button>
      </div>
    </div>
  );
}
