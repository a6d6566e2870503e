/**
 * Whether a start seeds the demo data, and whether its admin gets the password the README
 * publishes. Development seeds an empty database unless told not to (`SEED_DEMO=0`); production
 * seeds nothing unless asked (`SEED_DEMO=1`, for a public demo), and even then the demo admin's
 * password is a random one nobody is told: anyone who read the README could sign in as it.
 */
export function demoDataPolicy({ production, SEED_DEMO }: { production: boolean; SEED_DEMO: string | undefined }) {
  const seed = SEED_DEMO === '1' || (SEED_DEMO !== '0' && !production);
  return { seed, publishedAdminPassword: !production };
}
