/** Joins the truthy class names; components compose Tailwind classes with it. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
