/** A server-rendered page's <main> element as text, React's text separators removed. */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  return start === -1 || end === -1 ? '' : html.slice(start, end).replace(/<!-- -->/g, '');
}
