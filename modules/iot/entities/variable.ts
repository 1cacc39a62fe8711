// 采集变量 (iot/var): one signal of a machine model — its data type and unit, how a raw reading
// becomes the value (value = raw × factor + offset), the limits a value is judged against, where it
// is read (an MQTT topic and a JSON path in the message, or a Modbus register, function and type)
// and which machine signal it is for the equipment screens (running state, good / bad counters …).
import { a, codeAndName, entity } from '../../../schemas/entities/define';
import { remark } from '../../../schemas/entities/documents';

/** values and scaling: 6 decimals (sensor readings), 14 integer digits (counters) */
export const VALUE = { int: 14, scale: 6 };

export const DATA_TYPES = [
  { value: 'Number', label: '数值', labelEn: 'Number' },
  { value: 'Integer', label: '整数', labelEn: 'Integer' },
  { value: 'Boolean', label: '开关量', labelEn: 'Boolean' },
] as const;

/** What the equipment screens read of a machine: a variable may stand for one of these signals. */
export const SIGNALS = [
  { value: 'RunState', label: '运行状态', labelEn: 'Running state' },
  { value: 'GoodCount', label: '良品计数', labelEn: 'Good parts counter' },
  { value: 'BadCount', label: '不良品计数', labelEn: 'Bad parts counter' },
  { value: 'Temperature', label: '温度', labelEn: 'Temperature' },
  { value: 'SpindleLoad', label: '主轴负载', labelEn: 'Spindle load' },
] as const;
export type Signal = (typeof SIGNALS)[number]['value'];

export const MODBUS_FUNCTIONS = [
  { value: '3', label: '03 保持寄存器', labelEn: '03 Holding registers' },
  { value: '4', label: '04 输入寄存器', labelEn: '04 Input registers' },
  { value: '1', label: '01 线圈', labelEn: '01 Coils' },
  { value: '2', label: '02 离散输入', labelEn: '02 Discrete inputs' },
] as const;

export const REGISTER_TYPES = [
  { value: 'UInt16', label: 'UInt16', labelEn: 'UInt16' },
  { value: 'Int16', label: 'Int16', labelEn: 'Int16' },
  { value: 'UInt32', label: 'UInt32', labelEn: 'UInt32' },
  { value: 'Int32', label: 'Int32', labelEn: 'Int32' },
  { value: 'Float32', label: 'Float32', labelEn: 'Float32' },
] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number]['value'];

export const CollectVar = entity({
  id: 842,
  code: 'IotVar',
  name: '采集变量',
  nameEn: 'Collection variable',
  module: 'iot',
  table: 'iot_var',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    ...codeAndName('变量编码', '变量名称', 'Variable name'),
    a.quote('FuzzyCommon', 'model_id', '采集模型', 'Collection model', 'IotCollectModel', { required: true, query: true, table: 140 }),
    a.enumType('data_type', '数据类型', 'Data type', [...DATA_TYPES], { required: true, defaultValue: 'Number', table: 90 }),
    a.string('unit_name', '单位', 'Unit', { max: 32, table: 70 }),
    a.number('scale_factor', '系数', 'Scaling factor', { digits: VALUE, defaultValue: 1, table: 80 }),
    a.number('scale_offset', '偏移量', 'Offset', { digits: VALUE, defaultValue: 0, table: 80 }),
    a.number('low_limit', '下限', 'Low limit', { digits: VALUE, table: 80 }),
    a.number('high_limit', '上限', 'High limit', { digits: VALUE, table: 80 }),
    a.enumType('signal', '设备信号', 'Machine signal', [...SIGNALS], { query: true, table: 110 }),
    // MQTT: the topic ({equipment} stands for the machine's code) and the value's path in the JSON message
    a.string('topic', 'MQTT主题', 'MQTT topic', { max: 256, table: 200 }),
    a.string('json_path', 'JSON路径', 'JSON path', { max: 128, table: 100 }),
    // Modbus TCP: the register's address, the function reading it and how its words make a number
    a.int('register', '寄存器地址', 'Register address', { min: 0, maxValue: 65535, table: 90 }),
    a.enumType('modbus_function', '功能码', 'Function code', [...MODBUS_FUNCTIONS], { defaultValue: '3', table: 120 }),
    a.enumType('register_type', '寄存器类型', 'Register type', [...REGISTER_TYPES], { defaultValue: 'UInt16', table: 90 }),
    remark(),
  ],
});
