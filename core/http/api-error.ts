/** The one error shape every API failure uses: `{"error": "<a message a person understands>"}`. */
export interface ApiErrorBody {
  error: string;
  /** Per-field messages when a form was rejected, keyed by field name. */
  fields?: Record<string, string>;
  /** A stable machine-readable reason where the client offers a way out (plan limits: 'event_limit' | 'guest_limit'). */
  code?: string;
}
