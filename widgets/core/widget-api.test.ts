import { describe, expect, it } from 'vitest';
import { baseStyles, defaultTheme, themeDeclarations } from './theme.ts';
import { WidgetApiError, createWidgetApi } from './widget-api.ts';

function recordingFetch(respond: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('createWidgetApi', () => {
  it('sends JSON to the SDK origin without the visitor cookies', async () => {
    const { calls, fetchImpl } = recordingFetch(() => Response.json({ ok: true }));
    const api = createWidgetApi('https://cakeday.example', fetchImpl);
    await expect(api.post('/api/embed/rsvp', { partySize: 2 })).resolves.toEqual({ ok: true });
    expect(calls[0]!.url).toBe('https://cakeday.example/api/embed/rsvp');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'omit', body: '{"partySize":2}' });
  });

  it("passes the API's own error message on", async () => {
    const { fetchImpl } = recordingFetch(() => Response.json({ error: 'This event is full.' }, { status: 409 }));
    const error = await createWidgetApi('https://cakeday.example', fetchImpl)
      .get('/api/venues')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WidgetApiError);
    expect(error).toMatchObject({ status: 409, message: 'This event is full.' });
  });

  it('explains a network failure and a non-JSON error', async () => {
    const offline = createWidgetApi('https://cakeday.example', (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch);
    await expect(offline.get('/api/venues')).rejects.toMatchObject({ status: 0, message: expect.stringContaining('Could not reach Cakeday') });
    const { fetchImpl } = recordingFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(createWidgetApi('https://cakeday.example', fetchImpl).get('/api/venues')).rejects.toMatchObject({ status: 502, message: 'Request failed (502).' });
  });

  it('only talks to the API', async () => {
    const { calls, fetchImpl } = recordingFetch(() => Response.json({}));
    await expect(createWidgetApi('https://cakeday.example', fetchImpl).get('//evil.example/steal')).rejects.toThrow(/not under \/api\//);
    expect(calls).toHaveLength(0);
  });
});

describe('theme', () => {
  it('uses the configured tokens and falls back to the defaults', () => {
    const css = themeDeclarations({ accent: '#0f766e' });
    expect(css).toContain('--cakeday-accent:#0f766e;');
    expect(css).toContain(`--cakeday-radius:${defaultTheme.radius};`);
    expect(baseStyles({})).toContain(':focus-visible{outline:3px solid var(--cakeday-accent)');
  });
});
