import { Hono } from 'hono';
import { albumSettingsInputSchema, uploaderInputSchema } from '../../../core/domain/albums/album.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { readJson } from '../../middleware/request-body.ts';
import { type LoadManagedEvent, loadAlbum, registerUploader, replacePortalLink, turnOffPortalLink, updateAlbumSettings, uploadPortalView } from './albums.service.ts';

/**
 * An event's album (issue 15, decision 037). The host side under /events/:id/album (hosts and
 * co-hosts; anyone else gets the events feature's 404), the shared upload portal under
 * /upload-portal/:token (anyone with the link).
 */
export function albumsRoutes(loadManagedEvent: LoadManagedEvent) {
  return new Hono<AppBindings>()
    .get('/events/:id/album', async (c) => c.json({ album: await loadAlbum(c, await loadManagedEvent(c, c.req.param('id'))) }))

    .patch('/events/:id/album', async (c) => {
      const event = await loadManagedEvent(c, c.req.param('id'));
      const input = await readJson(c, albumSettingsInputSchema);
      return c.json({ album: await updateAlbumSettings(c, event, input) });
    })

    .post('/events/:id/album/portal-link', async (c) => c.json({ album: await replacePortalLink(c, await loadManagedEvent(c, c.req.param('id'))) }))

    .delete('/events/:id/album/portal-link', async (c) => c.json({ album: await turnOffPortalLink(c, await loadManagedEvent(c, c.req.param('id'))) }))

    .get('/upload-portal/:token', async (c) => c.json({ portal: await uploadPortalView(c, c.req.param('token')) }))

    .post('/upload-portal/:token/uploaders', async (c) => {
      const { name } = await readJson(c, uploaderInputSchema);
      return c.json(await registerUploader(c, c.req.param('token'), name), 201);
    });
}
