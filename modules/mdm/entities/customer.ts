import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';

export const Customer = entity({
  id: 2,
  code: 'Customer',
  name: '客户',
  nameEn: 'Customer',
  module: 'mdm',
  lookup: 'tenant',
  table: 'mdm_customer',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('客户编码', '客户名称', 'Customer name'),
    a.string('short_name', '简称', 'Short name', { max: 128, table: 120 }),
    a.dict('category', '客户类别', 'Category', 'customer_category', { query: true, table: 110 }),
    a.enumType('level', '客户等级', 'Level', [
      { value: 'A', label: 'A 级', labelEn: 'Grade A' },
      { value: 'B', label: 'B 级', labelEn: 'Grade B' },
      { value: 'C', label: 'C 级', labelEn: 'Grade C' },
    ], { query: true, table: 90 }),
    a.string('contact', '联系人', 'Contact', { max: 128, table: 100 }),
    a.string('phone', '联系电话', 'Phone', { max: 32, table: 130 }),
    a.string('email', '电子邮箱', 'Email', { max: 128 }),
    a.quote('SalesMan', 'salesman_id', '业务员', 'Salesman', 'Person', { table: 100 }),
    a.number('credit_limit', '信用额度', 'Credit limit', { digits: { int: 12, scale: 2 }, min: 0, table: 120 }),
    a.string('address', '地址', 'Address', { max: 1024, table: 220 }),
    a.remark('description', '描述', 'Description', { max: 1024 }),
    enableStatus(),
  ],
});
