/**
 * schema.org data about the page's subject for search engines, as JSON-LD: a script element that
 * never runs (no Content-Security-Policy applies to it), with `<` escaped so that no text in the
 * data can close the element.
 */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
