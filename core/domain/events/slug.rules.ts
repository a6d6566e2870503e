/**
 * Event slugs: a readable part from the title and a random part (10 base-32 characters, 50 bits)
 * so private events cannot be found by guessing. The random part is passed in to keep this pure.
 */
export function eventSlug(title: string, randomPart: string): string {
  const readable = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return readable ? `${readable}-${randomPart}` : `party-${randomPart}`;
}

export const SLUG_PATTERN = /^[a-z0-9-]{3,80}$/;
