/** @jsxImportSource preact */
import { WidgetApiError } from './widget-api.ts';

/** Info is a refusal the visitor can act on (a 4xx's message); error is the server's or the network's fault. */
export type Tone = 'info' | 'error';
export interface Problem {
  message: string;
  tone: Tone;
}

/** What a widget says when a call fails: the API's own message, or a plain one for anything else. */
export function problemOf(error: unknown): Problem {
  if (error instanceof WidgetApiError) return { message: error.message, tone: error.status === 0 || error.status >= 500 ? 'error' : 'info' };
  return { message: 'Something went wrong. Please try again.', tone: 'error' };
}

/** A widget's one-line notice: errors interrupt a screen reader (alert), the rest wait their turn (status). */
export function Notice({ message, tone }: Problem) {
  return (
    <p class="cakeday-notice" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}
