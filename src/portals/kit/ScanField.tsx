import { ScanOutlined } from '@ant-design/icons';
import { Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScanner } from '../scan/useScanner';

interface ScanFieldProps {
  onScan: (text: string) => void;
  /** while a scan is being handled: the field waits */
  busy?: boolean;
  placeholder?: string;
  /** also take scans typed anywhere on the screen (a keyboard wedge), not only in the field */
  anywhere?: boolean;
}

/**
 * The scan input of the portals: focused, a scan (or a code typed by hand) ending in Enter goes to
 * `onScan` and the field empties for the next one; with `anywhere`, a scanner's keys reach it from
 * wherever the focus is outside an input.
 */
export function ScanField({ onScan, busy = false, placeholder, anywhere = true }: ScanFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const input = useRef<InputRef>(null);
  const take = (text: string) => {
    const code = text.trim();
    if (!code || busy) return;
    setValue('');
    onScan(code);
  };
  useScanner(take, { enabled: anywhere && !busy });
  // back to the field after each scan, so the next one lands here
  useEffect(() => {
    if (!busy) input.current?.focus();
  }, [busy]);
  return (
    <Input
      ref={input}
      autoFocus
      allowClear
      size="large"
      inputMode="text"
      autoComplete="off"
      data-scan-input=""
      aria-label={t('portal.scan.label')}
      prefix={<ScanOutlined />}
      placeholder={placeholder ?? t('portal.scan.placeholder')}
      value={value}
      disabled={busy}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={() => take(value)}
    />
  );
}
