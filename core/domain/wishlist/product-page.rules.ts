import { Parser } from 'htmlparser2';

/**
 * One pass over a product page with a real HTML parser (htmlparser2: no DOM, no Node built-ins,
 * runs on Workers), collecting the raw places product facts live. Regular expressions over HTML
 * read a commented-out `<meta>` or one inside a `<script>` string as real, and lose a tag whose
 * attribute holds a `>`; the parser tokenises the way browsers do, in linear time on any input,
 * and decodes every character reference in attributes and `<title>`.
 */
export interface PageFacts {
  /** The first `content` of each `<meta property|name|itemprop>` (key lower-cased), plus microdata prices. */
  meta: Map<string, string>;
  /** The text of each `<script type="application/ld+json">`, as written (not entity-decoded). */
  jsonLd: string[];
  /** The document's `<title>` (not an SVG's). */
  title?: string;
  /** `<base href>`, against which the page's relative addresses resolve. */
  baseHref?: string;
  /** Amazon-style pages carry little metadata; these are the visible product title, main picture and buy-box price. */
  productTitle?: string;
  mainImage?: string;
  buyBoxPrice?: string;
}

const MAX_SCRIPTS = 32;
/** Real product pages nest a few dozen elements deep; see ShallowParser. */
const MAX_OPEN_ELEMENTS = 256;
const MAX_TEXT = 2000;
const MAX_SCRIPT_TEXT = 512 * 1024;

/** Amazon's main picture (`#imgBlkFront` on books); `data-old-hires` is the large one, often empty. */
const MAIN_IMAGE_IDS = new Set(['landingImage', 'imgBlkFront']);
/** Amazon's buy-box price blocks. They also hold the struck-out list price and a per-unit price, so the `.priceToPay` one wins. */
const PRICE_BLOCK_IDS = new Set(['corePriceDisplay_desktop_feature_div', 'corePrice_feature_div', 'corePrice_desktop', 'apex_desktop']);
const MICRODATA_PRICE_KEYS = new Set(['price', 'pricecurrency']);

type Field = 'title' | 'productTitle' | 'priceToPay' | 'firstPrice' | 'script';

interface Capture {
  field: Field;
  /** Open elements when the capture began; it ends when its element closes. */
  depth: number;
  text: string;
}

/**
 * htmlparser2 keeps open elements in an array it `unshift`s and searches on every tag, so a page of
 * 200,000 unclosed `<div>`s took over 10 s of CPU. Past MAX_OPEN_ELEMENTS open elements, a start
 * tag is treated as void (opened and closed at once), which keeps every step bounded. The decision
 * is taken once per start tag (htmlparser2 asks twice: before pushing and after the attributes);
 * end tags are never capped, so the stack still shrinks. `open` is kept by the handler: at each
 * start tag it equals htmlparser2's stack length.
 */
class ShallowParser extends Parser {
  open = 0;
  private startTagIsVoid: boolean | undefined;

  override onopentagname(start: number, endIndex: number): void {
    this.startTagIsVoid = this.open >= MAX_OPEN_ELEMENTS;
    super.onopentagname(start, endIndex);
  }

  override onopentagend(endIndex: number): void {
    super.onopentagend(endIndex);
    this.startTagIsVoid = undefined;
  }

  override onselfclosingtag(endIndex: number): void {
    super.onselfclosingtag(endIndex);
    this.startTagIsVoid = undefined;
  }

  protected override isVoidElement(name: string): boolean {
    return super.isVoidElement(name) || this.startTagIsVoid === true;
  }
}

function hasClass(attributes: Record<string, string>, name: string): boolean {
  return (attributes.class ?? '').split(/\s+/).includes(name);
}

export function scanProductPage(html: string): PageFacts {
  const facts: PageFacts = { meta: new Map(), jsonLd: [] };
  const found: Partial<Record<Field, string>> = {};
  const captures: Capture[] = [];
  let depth = 0;
  let priceBlockDepth: number | undefined;
  let priceToPayDepth: number | undefined;
  // Inside <svg>/<math>: an icon's <title> is not the page's.
  let foreignDepth: number | undefined;

  // At most one capture per field at a time: nested look-alikes (`<span id=productTitle>` ×100k,
  // never closed) would otherwise make every text chunk walk an ever longer list.
  const start = (field: Field) => {
    if (!captures.some((capture) => capture.field === field)) captures.push({ field, depth, text: '' });
  };

  const parser = new ShallowParser(
    {
      onopentag(name, attributes) {
        depth += 1;
        parser.open = depth;
        const key = (attributes.property ?? attributes.name ?? attributes.itemprop)?.trim().toLowerCase();
        if (name === 'meta' && key && attributes.content !== undefined) {
          if (!facts.meta.has(key)) facts.meta.set(key, attributes.content);
        } else if (attributes.itemprop && attributes.content !== undefined) {
          // Microdata on visible elements: <span itemprop="price" content="19.99">$19.99</span>.
          const prop = attributes.itemprop.trim().toLowerCase();
          if (MICRODATA_PRICE_KEYS.has(prop) && !facts.meta.has(prop)) facts.meta.set(prop, attributes.content);
        }
        if ((name === 'svg' || name === 'math') && foreignDepth === undefined) foreignDepth = depth;
        if (name === 'script') {
          const type = (attributes.type ?? '').split(';')[0]!.trim().toLowerCase();
          if (type === 'application/ld+json' && facts.jsonLd.length < MAX_SCRIPTS) start('script');
        } else if (name === 'title') {
          if (found.title === undefined && foreignDepth === undefined) start('title');
        } else if (name === 'base') {
          if (facts.baseHref === undefined && attributes.href) facts.baseHref = attributes.href.trim();
        }
        const id = attributes.id;
        if (id === 'productTitle' && found.productTitle === undefined) start('productTitle');
        if (id && MAIN_IMAGE_IDS.has(id) && facts.mainImage === undefined) {
          const image = (attributes['data-old-hires'] ?? '').trim() || (attributes.src ?? '').trim();
          if (image) facts.mainImage = image;
        }
        if (id && PRICE_BLOCK_IDS.has(id) && priceBlockDepth === undefined) priceBlockDepth = depth;
        if (priceBlockDepth !== undefined) {
          if (priceToPayDepth === undefined && (hasClass(attributes, 'priceToPay') || hasClass(attributes, 'apexPriceToPay'))) priceToPayDepth = depth;
          if (hasClass(attributes, 'a-offscreen')) {
            if (priceToPayDepth !== undefined && found.priceToPay === undefined) start('priceToPay');
            if (found.firstPrice === undefined) start('firstPrice');
          }
        }
      },
      ontext(text) {
        for (const capture of captures) {
          const room = (capture.field === 'script' ? MAX_SCRIPT_TEXT : MAX_TEXT) - capture.text.length;
          if (room > 0) capture.text += text.length > room ? text.slice(0, room) : text;
        }
      },
      onclosetag() {
        depth -= 1;
        parser.open = depth;
        for (let index = captures.length - 1; index >= 0; index -= 1) {
          const capture = captures[index]!;
          if (capture.depth <= depth) continue;
          captures.splice(index, 1);
          if (capture.field === 'script') facts.jsonLd.push(capture.text);
          else found[capture.field] ??= capture.text;
        }
        if (priceToPayDepth !== undefined && priceToPayDepth > depth) priceToPayDepth = undefined;
        if (priceBlockDepth !== undefined && priceBlockDepth > depth) priceBlockDepth = undefined;
        if (foreignDepth !== undefined && foreignDepth > depth) foreignDepth = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);

  if (found.title !== undefined) facts.title = found.title;
  if (found.productTitle !== undefined) facts.productTitle = found.productTitle;
  const price = found.priceToPay ?? found.firstPrice;
  if (price !== undefined) facts.buyBoxPrice = price;
  return facts;
}
