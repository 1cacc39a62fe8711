// 人民币大写金额 for printed documents, by the rules of 《支付结算办法》 as cheques and invoices write them:
// amounts are rounded half-up to 分; zeros inside the integer part are written once as 零 (a 万/亿
// section that begins with zeros, or is all zeros, also gives one 零 before the next digit), zeros at
// the end of a section are not written; an amount without 角 and 分 ends in 元整; 角 without 分 ends
// there (no 整); 分 after a zero 角 is written 零X分. Negative amounts start with 负.
// Examples: 1234.5 → 壹仟贰佰叁拾肆元伍角 · 0 → 零元整 · 100000.07 → 壹拾万元零柒分.
import { dec, round } from '../compute/decimal';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
/** units inside a section of four digits, from its lowest digit */
const UNITS = ['', '拾', '佰', '仟'];
/** section units, from the lowest section: 10^0, 10^4, 10^8, 10^12 */
const SECTIONS = ['', '万', '亿', '万亿'];
/** the largest integer part written: below 10^16 (9999 万亿) */
const MAX_INTEGER_DIGITS = SECTIONS.length * 4;

/** The integer digits (no sign, no leading zeros, not "0") in words, without 元. */
function integerWords(digits: string): string {
  const padded = digits.padStart(Math.ceil(digits.length / 4) * 4, '0');
  const sections = padded.length / 4;
  let out = '';
  let zeroPending = false;
  for (let s = 0; s < sections; s++) {
    const section = padded.slice(s * 4, s * 4 + 4);
    const level = sections - 1 - s;
    // 万 and 亿 combine: 1234_5678_0000_0000 is 壹仟贰佰叁拾肆万伍仟陆佰柒拾捌亿, and the 万亿 of a
    // section is said in full only when no 亿 section follows it (壹万亿零壹万)
    const sectionUnit = level === 3 && padded.slice((s + 1) * 4, (s + 2) * 4) !== '0000' ? '万' : SECTIONS[level];
    let written = false;
    for (let i = 0; i < 4; i++) {
      const d = section.charCodeAt(i) - 48;
      if (d === 0) {
        // a zero counts only once something was written before it
        if (out) zeroPending = true;
        continue;
      }
      if (zeroPending) out += '零';
      zeroPending = false;
      out += DIGITS[d] + UNITS[3 - i];
      written = true;
    }
    if (written) {
      out += sectionUnit;
      // zeros at the end of a section are not written (101000 → 壹拾万壹仟)
      zeroPending = false;
    }
  }
  return out;
}

/**
 * The amount in Chinese capital figures (人民币大写), or '' when the value is not a number.
 * Throws a RangeError for amounts of 10^16 or more (beyond 万亿).
 */
export function capitalAmount(value: unknown): string {
  const d = dec(value);
  if (d === null) return '';
  const rounded = round(d, 2);
  const negative = rounded.lt(0);
  const [intText, fraction] = rounded.abs().toFixed(2).split('.');
  if (intText.length > MAX_INTEGER_DIGITS) throw new RangeError(`amount too large for 大写金额: ${rounded.toFixed(2)}`);
  const jiao = fraction.charCodeAt(0) - 48;
  const fen = fraction.charCodeAt(1) - 48;
  const integer = intText === '0' ? '' : integerWords(intText);
  if (!integer && !jiao && !fen) return '零元整';
  let out = integer ? `${integer}元` : '';
  if (!jiao && !fen) out += '整';
  else {
    if (jiao) out += `${DIGITS[jiao]}角`;
    else if (integer) out += '零'; // 壹拾万元零柒分
    if (fen) out += `${DIGITS[fen]}分`;
  }
  return negative ? `负${out}` : out;
}
