// The demo library: categories and documents (each with the department it belongs to, so the data
// scopes show: a line lead of 一号产线 finds its line's documents, not the whole workshop's), and
// the text of their files — PDFs and a workbook written at seed time, a .docx committed (demo/).
export const CATEGORIES = [
  { code: 'MANUAL', name: '技术手册' },
  { code: 'QUALITY', name: '质量文件' },
  { code: 'PURCHASE', name: '采购资料' },
  { code: 'MEETING', name: '会议纪要' },
  { code: 'SAFETY', name: '安全规范' },
];

export interface DemoFile {
  name: string;
  /** pdf: paragraphs of a generated PDF; xlsx: rows of a generated workbook; docx: a committed file */
  pdf?: string[];
  xlsx?: string[][];
  docx?: string;
}

export interface DemoDoc {
  name: string;
  category: string;
  /** the department code the document belongs to */
  depart: string;
  /** days before the demo's today */
  age: number;
  tags?: string;
  source: 'Upload' | 'Evernote' | 'Manual';
  content?: string;
  file?: DemoFile;
}

export const DOCS: DemoDoc[] = [
  {
    name: '液压泵维修手册',
    category: 'MANUAL',
    depart: 'PROD',
    age: 40,
    tags: '液压, 维修',
    source: 'Upload',
    file: {
      name: '液压泵维修手册.pdf',
      pdf: [
        '液压泵维修手册',
        '第一章 日常点检：每班检查油位与油温，油温不得超过六十摄氏度；检查密封圈是否老化、渗漏。',
        '第二章 溢流阀调整：系统压力按铭牌设定，调整后锁紧螺母并记录。',
        'Hydraulic pump maintenance: replace the shaft seal every 2000 running hours and flush the suction filter.',
      ],
    },
  },
  {
    name: '数控车床操作规程',
    category: 'MANUAL',
    depart: 'PROD-L1',
    age: 30,
    tags: '数控, 车床',
    source: 'Upload',
    file: {
      name: '数控车床操作规程.pdf',
      pdf: ['数控车床操作规程', '开机前确认卡盘夹紧、刀塔回零；首件须经检验员确认后方可批量加工。', 'CNC lathe operating procedure: check the coolant concentration and the tool offset before each shift.'],
    },
  },
  {
    name: '供应商质量协议',
    category: 'QUALITY',
    depart: 'QA',
    age: 25,
    tags: '供应商, 来料检验',
    source: 'Upload',
    file: { name: '供应商质量协议.docx', docx: 'supplier-quality-agreement.docx' },
  },
  {
    name: '年度备件采购清单',
    category: 'PURCHASE',
    depart: 'PUR',
    age: 20,
    tags: '备件',
    source: 'Upload',
    file: {
      name: '年度备件采购清单.xlsx',
      xlsx: [
        ['备件编码', '备件名称', '规格', '数量'],
        ['SP-001', '深沟球轴承', '6205-2RS', '40'],
        ['SP-002', 'O型密封圈', 'NBR 50x3.1', '200'],
        ['SP-003', '同步带', 'HTD 8M-1200', '12'],
        ['SP-004', 'Proximity sensor', 'M12 PNP', '30'],
      ],
    },
  },
  {
    name: '安全生产月度会议纪要',
    category: 'MEETING',
    depart: 'PROD',
    age: 12,
    source: 'Manual',
    content: '会议议题：一号产线叉车通道划线整改；二号产线冲压机光栅失效的处理；下月开展消防演练。\n责任人：周杰。完成期限：本月底。',
  },
  {
    name: 'Forklift safety checklist',
    category: 'SAFETY',
    depart: 'WH',
    age: 8,
    tags: 'forklift, safety',
    source: 'Upload',
    file: {
      name: 'forklift-safety-checklist.pdf',
      pdf: ['Forklift safety checklist', 'Before each shift: test the horn, brakes and lift chains; check tyre pressure and fork wear.', '叉车班前检查：喇叭、制动、门架链条、轮胎气压。'],
    },
  },
  {
    name: '设备巡检笔记',
    category: 'MEETING',
    depart: 'PROD-L1',
    age: 5,
    tags: '巡检',
    source: 'Evernote',
    content: '三号注塑机液压站噪音偏大，怀疑泵体磨损，已通知设备科。\nInjection molding machine No.3: hydraulic unit noisy, pump wear suspected.',
  },
  {
    name: '质量周报',
    category: 'QUALITY',
    depart: 'QA',
    age: 2,
    source: 'Upload',
    file: { name: '质量周报.pdf', pdf: ['质量周报', '本周来料批次合格率 98.6%，过程不良主要为毛刺与尺寸超差。', 'Weekly quality report: incoming lot acceptance 98.6 %.'] },
  },
];
