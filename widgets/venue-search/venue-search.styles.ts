/** The venue widget's own styles, inside its shadow root; colors only through the theme's properties. */
export const venueStyles = `.vw-form{display:grid;gap:12px;grid-template-columns:1fr 1fr}
.vw-wide{grid-column:1/-1}
.vw-card{display:flex;gap:12px;align-items:center;padding:10px;border:1px solid var(--cakeday-border);border-radius:var(--cakeday-radius);background:var(--cakeday-surface);min-height:96px}
.vw-card img{width:96px;height:72px;object-fit:cover;border-radius:8px;flex:none;background:var(--cakeday-border)}
.vw-card p{margin:0;font-size:14px}
.vw-card strong{font-size:16px}
.vw-muted{color:var(--cakeday-muted);font-size:14px;margin:0}
.vw-field{display:grid;gap:4px;font-size:14px}
.vw-field input,.vw-field select{font:inherit;font-size:16px;color:var(--cakeday-text);background:var(--cakeday-background);border:1px solid var(--cakeday-muted);border-radius:8px;padding:8px 10px;min-height:44px;width:100%}
.vw-quote{min-height:104px;font-size:14px}
.vw-quote dl{margin:0;display:grid;gap:2px}
.vw-quote dl div{display:flex;justify-content:space-between;gap:12px}
.vw-quote dd{margin:0;font-variant-numeric:tabular-nums}
.vw-total{border-top:1px solid var(--cakeday-border);padding-top:4px;font-weight:700}
.vw-free{margin:0 0 6px}
.vw-no{color:#b42318;font-weight:600;margin:0}
.vw-button{font:inherit;font-weight:600;font-size:16px;min-height:44px;padding:10px 16px;border:0;border-radius:var(--cakeday-radius);background:var(--cakeday-accent);color:var(--cakeday-accent-text);cursor:pointer;justify-self:start}
.vw-button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
.vw-secondary{background:transparent;color:var(--cakeday-text);border:1px solid var(--cakeday-border)}
.vw-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.vw-done{display:grid;gap:8px;margin-top:12px}
.vw-done p{margin:0}
a{color:var(--cakeday-text);text-decoration:underline}
@media (prefers-color-scheme:dark){.vw-no{color:#ffb4aa}}
@media (max-width:360px){.vw-form{grid-template-columns:1fr}}`;
