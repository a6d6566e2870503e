/**
 * The installable app's files on Workers (docs/decisions/041-installable-app.md): the service
 * worker and the manifest come from the assets binding with their own types, never as the
 * single-page-application fallback's index.html.
 */
import { describe, expect, it } from 'vitest';
import { call } from './testing/workerd/runtime/worker-client.ts';

describe('the installable app on Workers', () => {
  it('serves /service-worker.js as a script at the root', async () => {
    const worker = await call('GET', '/service-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.text).toContain('addEventListener');
    expect(worker.text).not.toContain('<div id="root">');
    // createApp's headers reach it too (run_worker_first): a worker script runs under the platform's CSP.
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('serves the manifest with the manifest type', async () => {
    const manifest = await call('GET', '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.data).toMatchObject({ short_name: 'Cakeday', display: 'standalone' });
  });
});
