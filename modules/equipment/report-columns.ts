// The column and measure shapes the equipment reports share (every report here reads a view).
import { MONEY } from '../../schemas/entities/documents';
import type { DataType } from '../../schemas/entities/define';
import type { ReportMeasure, ViewColumn } from '../../schemas/reports/define';

export const col = (code: string, name: string, nameEn: string, dataType: DataType, more: Partial<ViewColumn> = {}): ViewColumn => ({ code, name, nameEn, dataType, ...more });
export const money = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'Costs', { scale: MONEY.scale });
export const sum = (code: string, name: string, nameEn: string, scale = MONEY.scale): ReportMeasure => ({ code, name, nameEn, agg: 'sum', of: code, scale });
export const machine = col('equipment_id', '设备', 'Equipment', 'FuzzyCommon', { quote: 'Equipment' });
export const status = col('status_dict', '状态', 'Status', 'String');
export const day = (code: string, name: string, nameEn: string) => col(code, name, nameEn, 'DateTime', { column: 'date' });
