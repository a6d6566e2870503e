import { Hono } from 'hono';
import { albumItemReportInputSchema, albumItemStatusInputSchema, albumSettingsInputSchema, uploaderInputSchema } from '#core/domain/albums/album.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { privateJson } from '../../cache/json-responses.ts';
import { readBodyBytes, readJson } from '../../middleware/request-body.ts';
import type { ManagesEvent } from './album-identity.ts';
import {
  deleteOwnItem,
  galleryView,
  guestUploadView,
  hostDeleteItem,
  hostItemsPage,
  itemReports,
  MAX_POSTER_BYTES,
  portalUploads,
  reportItem,
  setItemStatus,
  setVideoPoster,
} from './album-items.service.ts';
import { albumZip } from './album-media.routes.ts';
import { albumUploadRoutes } from './album-uploads.ts';
import { type LoadManagedEvent, loadAlbum, registerUploader, replacePortalLink, turnOffPortalLink, updateAlbumSettings, uploadPortalView } from './albums.service.ts';

/** What the album needs of the events feature, injected by app.ts (features do not import each other). */
export interface AlbumPorts {
  loadManagedEvent: LoadManagedEvent;
  managesEvent: ManagesEvent;
}

/**
 * An event's album (decision 037). The host side under /events/:id/album (hosts and
 * co-hosts; anyone else gets the events feature's 404); the shared upload portal under
 * /upload-portal/:token (anyone with the link); the guest's personal upload page (/guest-upload,
 * x-guest-token); the gallery by the event's slug; one item's delete, report and poster for
 * whoever may see it; resumable uploads under /album-uploads.
 */
export function albumsRoutes({ loadManagedEvent, managesEvent }: AlbumPorts) {
  const managed = (c: Parameters<LoadManagedEvent>[0]) => loadManagedEvent(c, c.req.param('id') ?? '');
  return new Hono<AppBindings>()
    .get('/events/:id/album', async (c) => c.json({ album: await loadAlbum(c, await managed(c)) }))

    .patch('/events/:id/album', async (c) => {
      const event = await managed(c);
      const input = await readJson(c, albumSettingsInputSchema);
      return c.json({ album: await updateAlbumSettings(c, event, input) });
    })

    .post('/events/:id/album/portal-link', async (c) => c.json({ album: await replacePortalLink(c, await managed(c)) }))

    .delete('/events/:id/album/portal-link', async (c) => c.json({ album: await turnOffPortalLink(c, await managed(c)) }))

    .get('/events/:id/album/items', async (c) => c.json(await hostItemsPage(c, await managed(c), { status: c.req.query('status'), cursor: c.req.query('cursor') })))

    .patch('/events/:id/album/items/:itemId', async (c) => {
      const event = await managed(c);
      const { status } = await readJson(c, albumItemStatusInputSchema);
      return c.json({ item: await setItemStatus(c, event, c.req.param('itemId'), status) });
    })

    .delete('/events/:id/album/items/:itemId', async (c) => {
      await hostDeleteItem(c, await managed(c), c.req.param('itemId'));
      return c.body(null, 204);
    })

    .get('/events/:id/album/items/:itemId/reports', async (c) => c.json({ reports: await itemReports(c, await managed(c), c.req.param('itemId')) }))

    .get('/events/:id/album/download', async (c) => albumZip(c, await managed(c)))

    .get('/upload-portal/:token', async (c) => c.json({ portal: await uploadPortalView(c, c.req.param('token')) }))

    .post('/upload-portal/:token/uploaders', async (c) => {
      const { name } = await readJson(c, uploaderInputSchema);
      return c.json(await registerUploader(c, c.req.param('token'), name), 201);
    })

    .get('/upload-portal/:token/uploads', async (c) => c.json({ items: await portalUploads(c, c.req.param('token')) }))

    .get('/guest-upload', async (c) => c.json(await guestUploadView(c)))

    .get('/gallery/:slug', async (c) => privateJson(c, JSON.stringify(await galleryView(c, c.req.param('slug'), managesEvent, { cursor: c.req.query('cursor'), kind: c.req.query('kind') }))))

    .delete('/album-items/:itemId', async (c) => {
      await deleteOwnItem(c, c.req.param('itemId'), managesEvent);
      return c.body(null, 204);
    })

    .post('/album-items/:itemId/report', async (c) => {
      const { reason } = await readJson(c, albumItemReportInputSchema);
      await reportItem(c, c.req.param('itemId'), reason, managesEvent);
      return c.json({ reported: true }, 201);
    })

    .post('/album-items/:itemId/poster', async (c) => {
      const bytes = await readBodyBytes(c, MAX_POSTER_BYTES, 'A poster frame can be at most 2 MB.');
      return c.json({ item: await setVideoPoster(c, c.req.param('itemId'), bytes, managesEvent) });
    })

    .route('/album-uploads', albumUploadRoutes(managesEvent));
}
