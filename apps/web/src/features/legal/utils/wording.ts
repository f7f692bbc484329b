/** Small helpers so configured brand strings read well wherever they land in a sentence. */

/** providerName may be configured as 'the provider'; sentences that start with it need a capital. */
export const capitalise = (s: string): string => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

let formatters: { regionNames: Intl.DisplayNames; andList: Intl.ListFormat } | undefined;

/**
 * ['DE', 'US'] → 'Germany and United States' (codes the browser does not know stay as codes). The
 * formatters are made on first use, not when the module loads: making one loads the browser's
 * locale data, a long task on a phone for every page that merely imports this module.
 */
export function countryList(codes: readonly string[]): string {
  formatters ??= {
    regionNames: new Intl.DisplayNames(['en'], { type: 'region' }),
    andList: new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }),
  };
  const { regionNames, andList } = formatters;
  return andList.format(codes.map((code) => regionNames.of(code.toUpperCase()) ?? code));
}
