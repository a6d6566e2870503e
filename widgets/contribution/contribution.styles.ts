/** The contribution widget's own styles, inside its shadow root; colors only through the theme's properties. */
export const contributionStyles = `.cw-card{display:grid;gap:6px}
.cw-card p{margin:0;font-size:15px}
.cw-muted{color:var(--cakeday-muted);font-size:14px}
.cw-bar{height:10px;border-radius:999px;background:var(--cakeday-surface);border:1px solid var(--cakeday-border);overflow:hidden}
.cw-bar span{display:block;height:100%;background:var(--cakeday-accent)}
.cw-label{display:inline-block;font-size:12px;font-weight:600;padding:2px 8px;border-radius:999px;border:1px solid var(--cakeday-border);background:var(--cakeday-surface);justify-self:start}
.cw-form{display:grid;gap:12px;margin-top:12px}
.cw-amounts{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.cw-amounts legend{font-weight:600;font-size:15px;margin-bottom:6px;padding:0}
.cw-choice{display:inline-flex;align-items:center;gap:6px;padding:8px 12px;min-height:44px;border:1px solid var(--cakeday-border);border-radius:var(--cakeday-radius);background:var(--cakeday-surface);cursor:pointer}
.cw-choice:has(input:checked){border-color:var(--cakeday-accent);box-shadow:inset 0 0 0 1px var(--cakeday-accent)}
.cw-choice input,.cw-check input{accent-color:var(--cakeday-accent);margin:0}
.cw-field{display:grid;gap:4px;font-size:14px}
.cw-field input,.cw-field textarea{font:inherit;font-size:16px;color:var(--cakeday-text);background:var(--cakeday-background);border:1px solid var(--cakeday-muted);border-radius:8px;padding:8px 10px;min-height:44px;width:100%}
.cw-check{display:flex;align-items:center;gap:8px;font-size:14px;min-height:44px}
.cw-error{color:#b42318;font-size:14px;margin:0}
.cw-button{font:inherit;font-weight:600;font-size:16px;min-height:44px;padding:10px 16px;border:0;border-radius:var(--cakeday-radius);background:var(--cakeday-accent);color:var(--cakeday-accent-text);cursor:pointer;justify-self:start}
.cw-button[disabled]{opacity:.7;cursor:progress}
.cw-secondary{background:transparent;color:var(--cakeday-text);border:1px solid var(--cakeday-border)}
.cw-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.cw-card a,.cw-muted a{color:var(--cakeday-text);text-decoration:underline}
@media (prefers-color-scheme:dark){.cw-error{color:#ffb4aa}}`;
