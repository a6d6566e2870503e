/** The add-to-wishlist widget's own styles, inside its shadow root; colors only through the theme's properties. */
export const wishlistAddStyles = `.wa-body{display:grid;gap:12px}
.wa-product{display:flex;gap:12px;align-items:center}
.wa-image{width:64px;height:64px;object-fit:cover;border-radius:8px;border:1px solid var(--cakeday-border);background:var(--cakeday-surface);flex:none}
.wa-title{margin:0;font-weight:600;font-size:15px}
.wa-price{margin:0;font-size:15px}
.wa-muted{margin:0;color:var(--cakeday-muted);font-size:14px}
.wa-form,.wa-done{display:grid;gap:10px}
.wa-choices{border:0;margin:0;padding:0;display:grid;gap:6px}
.wa-choices legend{font-weight:600;font-size:15px;margin-bottom:6px;padding:0}
.wa-choice{display:flex;align-items:center;gap:8px;padding:8px 12px;min-height:44px;border:1px solid var(--cakeday-border);border-radius:var(--cakeday-radius);background:var(--cakeday-surface);cursor:pointer}
.wa-choice:has(input:checked){border-color:var(--cakeday-accent);box-shadow:inset 0 0 0 1px var(--cakeday-accent)}
.wa-choice input{accent-color:var(--cakeday-accent);margin:0;flex:none}
.wa-button{display:inline-flex;align-items:center;justify-content:center;font:inherit;font-weight:600;font-size:16px;min-height:44px;padding:10px 16px;border:0;border-radius:var(--cakeday-radius);background:var(--cakeday-accent);color:var(--cakeday-accent-text);cursor:pointer;justify-self:start;text-decoration:none}
.wa-button[disabled]{opacity:.7;cursor:progress}
.wa-secondary{background:transparent;color:var(--cakeday-text);border:1px solid var(--cakeday-border)}
.wa-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.wa-link{font:inherit;font-size:14px;background:none;border:0;padding:0;color:var(--cakeday-text);text-decoration:underline;cursor:pointer;min-height:24px}`;
