/**
 * Numbers as Intl.NumberFormat('pt-BR') writes them for the chart's axis and legend (the unit tests compare the
 * two): '.' between thousands, ',' before the decimals, at most `fractionDigits` of them, rounded half away from
 * zero on the number's shortest decimal form (String(1.005) is '1.005': '1,01', as Intl writes it). Not Intl
 * itself: a page's first NumberFormat loads the locale data, a 150 ms task and more on a phone (4x CPU), for a
 * few labels.
 */
export function formatPtBrNumber(value: number, fractionDigits: number): string {
  const negative = value < 0 || Object.is(value, -0);
  const [whole, decimals] = roundDecimal(Math.abs(value), fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const kept = decimals.replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${kept ? `,${kept}` : ''}`;
}

/** A share (0.125) as a pt-BR percentage with at most one decimal: '12,5%'. */
export const formatPtBrPercent = (share: number): string => `${formatPtBrNumber(shiftDecimal(share, 2), 1)}%`;

/** A non-negative number's whole and fraction digits, rounded half up at `digits` on its shortest decimal form. */
function roundDecimal(value: number, digits: number): [string, string] {
  const text = String(value);
  // Exponent forms: below 1e-6 (0 at these digits) or from 1e21 (no decimals): toFixed is exact enough there.
  if (text.includes('e')) return split(value.toFixed(digits));
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  const scaled = BigInt(whole + fraction.slice(0, digits)) + (Number(fraction[digits]) >= 5 ? 1n : 0n);
  const padded = scaled.toString().padStart(digits + 1, '0');
  return [padded.slice(0, padded.length - digits), padded.slice(padded.length - digits)];
}

function split(fixed: string): [string, string] {
  const [whole = '0', fraction = ''] = fixed.split('.');
  return [whole, fraction];
}

/** `value` × 10^places on its shortest decimal form (0.145 → 14.5, never 14.499999999999998). */
function shiftDecimal(value: number, places: number): number {
  const text = String(value);
  return text.includes('e') ? value * 10 ** places : Number(`${text}e${places}`);
}
