/** Small helpers so configured brand strings read well wherever they land in a sentence. */

/** providerName may be configured as 'the provider'; sentences that start with it need a capital. */
export const capitalise = (s: string): string => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const andList = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** ['DE', 'US'] → 'Germany and United States' (codes the browser does not know stay as codes). */
export function countryList(codes: readonly string[]): string {
  return andList.format(codes.map((code) => regionNames.of(code.toUpperCase()) ?? code));
}
