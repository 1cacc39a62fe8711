import { a, codeAndName, enableStatus, entity } from '../../../schemas/entities/define';

export const Supplier = entity({
  id: 1,
  code: 'Supplier',
  name: '供应商',
  nameEn: 'Supplier',
  module: 'mdm',
  lookup: 'tenant',
  table: 'mdm_supplier',
  perOrgan: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('供应商编码', '供应商名称', 'Supplier name'),
    a.string('short_name', '简称', 'Short name', { max: 128, table: 120 }),
    a.dict('category', '供应商类别', 'Category', 'supplier_category', { query: true, table: 110 }),
    a.string('contact', '联系人', 'Contact', { max: 128, table: 100 }),
    a.string('phone', '联系电话', 'Phone', { max: 32, table: 130 }),
    a.string('email', '电子邮箱', 'Email', { max: 128 }),
    a.string('tax_no', '纳税人识别号', 'Tax number', { max: 64, noSpaces: true }),
    a.string('bank_account', '开户行及账号', 'Bank account', { max: 256 }),
    a.string('address', '地址', 'Address', { max: 1024, table: 220 }),
    a.remark('description', '描述', 'Description', { max: 1024 }),
    enableStatus(),
  ],
});
