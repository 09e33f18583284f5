import { useEffect } from 'react';

/**
 * A page's title, description and social preview tags (Open Graph, Twitter), kept in `<head>`. index.html
 * carries the home page's values for crawlers and link previews that run no JavaScript; each route then
 * writes its own, in the current language, over the same elements (one of each, never duplicates).
 */
export interface PageMeta {
  /** The full document title. */
  title: string;
  description: string;
  siteName: string;
  /** `og:type`: 'website' for the public pages. */
  type?: string;
  /** `og:locale`, e.g. 'en_PK' or 'ur_PK'. */
  locale?: string;
}

type MetaAttribute = 'name' | 'property';

/** Each tag written, as [attribute, key, value of `meta`]. */
export function metaTags(meta: PageMeta): [MetaAttribute, string, string][] {
  const type = meta.type ?? 'website';
  const tags: [MetaAttribute, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:type', type],
    ['property', 'og:site_name', meta.siteName],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.locale) tags.push(['property', 'og:locale', meta.locale]);
  return tags;
}

export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = meta.title;
  for (const [attribute, key, value] of metaTags(meta)) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(attribute, key);
      doc.head.appendChild(element);
    }
    element.setAttribute('content', value);
  }
}

/** Writes the page's meta while it is shown and whenever its words (or the language) change. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, siteName, type, locale } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, siteName, type, locale });
  }, [title, description, siteName, type, locale]);
}
