import { createServer, type Server } from 'node:http';

/**
 * A tiny local "shop" for the wishlist flow: product pages with Open Graph tags, served on
 * 127.0.0.1 at the port playwright.config.ts chose (E2E_SHOP_PORT) and allowed for the server's link
 * reader (LINK_READER_ALLOW_HOSTS). Any other path is a 404, which the reader must report as a
 * normal "could not read" case.
 */
export interface ShopProduct {
  title: string;
  /** An https address: the item schema only takes https images (it is never loaded in the flow). */
  imageUrl: string;
  /** "39.99" */
  price: string;
}

function productPage(product: ShopProduct): string {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(product.title)} | Test Shop</title>
<meta property="og:type" content="product">
<meta property="og:title" content="${escape(product.title)}">
<meta property="og:image" content="${escape(product.imageUrl)}">
<meta property="product:price:amount" content="${escape(product.price)}">
<meta property="product:price:currency" content="USD">
</head><body><h1>${escape(product.title)}</h1></body></html>`;
}

export function shopPort(): number {
  const port = Number(process.env.E2E_SHOP_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_SHOP_PORT is not set: run the flows through playwright.config.ts');
  return port;
}

/** Starts the shop with `products` by path ("/castle"); resolves with its origin and a stop function. */
export async function startShop(products: Record<string, ShopProduct>): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const product = products[new URL(request.url ?? '/', 'http://shop').pathname];
    if (!product) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(productPage(product));
  });
  const port = shopPort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
