/**
 * Formats one date and says so: the first formatting in a browser tab loads ICU's locale and time
 * zone data, which the whole renderer process then shares (see warm-date-formatting.ts).
 */
Intl.DateTimeFormat().resolvedOptions();
new Date(0).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
postMessage('warm');
