/** The body HTML of a sample item: its sections, a closing list and its references. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sampleHtml(input: {
  sections: ReadonlyArray<readonly [string, ...string[]]>;
  listHeading: string;
  list: readonly string[];
  references?: readonly string[];
}): string {
  const sections = input.sections
    .map(([heading, ...paragraphs]) => `<h2>${esc(heading)}</h2>${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}`)
    .join('');
  const list = input.list.length
    ? `<h2>${esc(input.listHeading)}</h2><ul>${input.list.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`
    : '';
  const refs = input.references?.length
    ? `<h3>References</h3><ol>${input.references.map((r) => `<li>${esc(r)}</li>`).join('')}</ol>`
    : '';
  return sections + list + refs;
}
