import { describe, expect, it } from 'vitest';
import { countDigits, decimalString, formatMoney, formatNumber, toNumber } from './number';

describe('formatNumber', () => {
  it('truncates to 3 decimals by default, never rounds', () => {
    expect(formatNumber(1.23456)).toBe('1.234');
    expect(formatNumber(2.9999)).toBe('2.999');
    expect(formatNumber(-2.9999)).toBe('-2.999');
    expect(formatNumber(1.005, 2)).toBe('1');
    expect(formatNumber(1.005)).toBe('1.005');
  });
  it('drops trailing zeros unless fixed', () => {
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber('12.345600')).toBe('12.345');
    expect(formatNumber('3.100')).toBe('3.1');
    expect(formatNumber(1.5, 3, { fixed: true })).toBe('1.500');
  });
  it('keeps the digits of numeric strings beyond float precision', () => {
    expect(formatNumber('123456789012.123456', 6)).toBe('123456789012.123456');
    expect(formatNumber('0007.5')).toBe('7.5');
  });
  it('expands exponents', () => {
    expect(formatNumber(1e-7, 8)).toBe('0.0000001');
    expect(formatNumber(1e-7)).toBe('0');
    expect(formatNumber(1.5e21, 0, { grouping: true })).toBe('1,500,000,000,000,000,000,000');
  });
  it('never shows a negative zero', () => {
    expect(formatNumber(-0.0001)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });
  it('answers empty text for what is not a number', () => {
    for (const v of [null, undefined, '', 'abc', NaN, Infinity, {}, [], true]) expect(formatNumber(v)).toBe('');
  });
});

describe('formatMoney', () => {
  it('shows exactly 2 decimals with thousands separators', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney('-1000.5')).toBe('-1,000.50');
    expect(formatMoney(0.999)).toBe('0.99');
    expect(formatMoney(null)).toBe('');
  });
});

describe('toNumber, decimalString, countDigits', () => {
  it('reads numbers and numeric strings only', () => {
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('1e3')).toBe(1000);
    expect(toNumber('12a')).toBeNull();
    expect(toNumber('')).toBeNull();
    expect(toNumber(NaN)).toBeNull();
  });
  it('writes plain decimals', () => {
    expect(decimalString(1e-7)).toBe('0.0000001');
    expect(decimalString(-1.25e-5)).toBe('-0.0000125');
    expect(decimalString('1.5')).toBe('1.5');
    expect(decimalString('x')).toBeNull();
  });
  it('counts integer and decimal digits without padding zeros', () => {
    expect(countDigits('0012.3400')).toEqual({ int: 2, scale: 2 });
    expect(countDigits(0.5)).toEqual({ int: 0, scale: 1 });
    expect(countDigits(123456)).toEqual({ int: 6, scale: 0 });
  });
});
