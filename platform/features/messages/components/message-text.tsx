import type { ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.test/a."). */
const TRAILING = /[.,;:!?'")\]}]+$/;

/** Splits text into plain strings and http(s) addresses; anything that does not parse as one stays text. */
export function linkParts(text: string): ({ kind: 'text'; text: string } | { kind: 'link'; text: string; href: string })[] {
  const parts: ({ kind: 'text'; text: string } | { kind: 'link'; text: string; href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    // A closing bracket stays part of the address when it has its opening one (Wikipedia links).
    if (trailing) candidate = candidate.slice(0, -trailing.length);
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href || !candidate) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * A message's text: rendered as text (never as HTML), line breaks kept by CSS, and http(s)
 * addresses as links that open apart and pass no ranking or opener to the other site.
 */
export function MessageText({ text }: { text: string }): ReactNode {
  return (
    <p className="break-words whitespace-pre-wrap">
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} rel="nofollow ugc noopener" target="_blank" className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
