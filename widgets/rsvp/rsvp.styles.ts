/** The RSVP widget's own styles, inside its shadow root; colors only through the theme's properties. */
export const rsvpStyles = `.rsvp-card{display:grid;gap:4px}
.rsvp-card p{margin:0;font-size:15px}
.rsvp-label{font-weight:600;margin-right:4px}
.rsvp-muted{color:var(--cakeday-muted);font-size:14px}
.rsvp-form{display:grid;gap:12px;margin-top:12px}
.rsvp-answers{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.rsvp-answers legend{font-weight:600;font-size:15px;margin-bottom:6px;padding:0}
.rsvp-choice{display:inline-flex;align-items:center;gap:6px;padding:8px 12px;min-height:44px;border:1px solid var(--cakeday-border);border-radius:var(--cakeday-radius);background:var(--cakeday-surface);cursor:pointer}
.rsvp-choice:has(input:checked){border-color:var(--cakeday-accent);box-shadow:inset 0 0 0 1px var(--cakeday-accent)}
.rsvp-choice input{accent-color:var(--cakeday-accent);margin:0}
.rsvp-grid{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.rsvp-wide{grid-column:1/-1}
.rsvp-field{display:grid;gap:4px;font-size:14px}
.rsvp-field input,.rsvp-field select{font:inherit;font-size:16px;color:var(--cakeday-text);background:var(--cakeday-background);border:1px solid var(--cakeday-muted);border-radius:8px;padding:8px 10px;min-height:44px;width:100%}
.rsvp-submit{font:inherit;font-weight:600;font-size:16px;min-height:44px;padding:10px 16px;border:0;border-radius:var(--cakeday-radius);background:var(--cakeday-accent);color:var(--cakeday-accent-text);cursor:pointer;justify-self:start}
.rsvp-submit[disabled]{opacity:.7;cursor:progress}
.rsvp-card a,.rsvp-muted a{color:var(--cakeday-text);text-decoration:underline}
.rsvp-gift{display:grid;gap:8px;margin-top:16px;padding-top:12px;border-top:1px solid var(--cakeday-border)}
.rsvp-gift h3{margin:0;font-size:16px}
.rsvp-gift p{margin:0}
.rsvp-gift a{color:var(--cakeday-text);text-decoration:underline}
@media (max-width:420px){.rsvp-grid{grid-template-columns:1fr}}`;
