// One figure: the measure over every row the widget's query counts, grouped digits, its unit.
import { Typography } from 'antd';
import type { WidgetMeta } from '../../../../schemas/rpc/dashboard';
import type { Language } from '../../../app/session/loginInfo';
import { groupDigits } from '../../report/reportColumns';
import { SCREEN } from '../screenColours';

export function FigureWidget({ meta, value, language, screen }: { meta: WidgetMeta; value: string | null; language: Language; screen: boolean }) {
  const unit = language === 'en_US' ? meta.unitEn : meta.unit;
  return (
    <div data-testid={`figure-${meta.code}`} style={{ fontSize: screen ? 40 : 30, fontWeight: 600, lineHeight: 1.3, color: screen ? SCREEN.text : undefined }}>
      {value === null ? '—' : groupDigits(value)}
      {unit ? (
        <Typography.Text type="secondary" style={{ fontSize: 16, marginInlineStart: 6, color: screen ? SCREEN.dim : undefined }}>
          {unit}
        </Typography.Text>
      ) : null}
    </div>
  );
}
