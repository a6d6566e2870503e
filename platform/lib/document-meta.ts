import { useEffect } from 'react';
import { BRAND } from '#core/constants.ts';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the page title ("<title> | Cakeday") and, when given, the description and open-graph tags. */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    const fullTitle = `${title} | ${BRAND}`;
    document.title = fullTitle;
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:type', 'website');
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [title, description]);
}
