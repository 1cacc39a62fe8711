// 人员档案 (system/Person, and mdm/member for the ERP's staff): the people of a tenant over the
// `person` table every user, data scope and salesman reference already reads.
// A person's departments are its lines in person_department (data scopes read them, the first
// one first): its main department is always among them (server/persons.ts keeps it so), and a
// department appears once. Employee number and name are required (max 128, the number without
// spaces and unique), birth and entry dates lie in the past. The login account is the
// user that names the person (kept by portal.User, never typed in here).
import { a, entity, PICTURE } from '../../../schemas/entities/define';

export const WORKING_STATES = [
  { value: '1', label: '在职', labelEn: 'Employed' },
  { value: '2', label: '离职', labelEn: 'Quit' },
];

export const PERSON_TYPES = [
  { value: 'Inside', label: '内部人员', labelEn: 'Inside' },
  { value: 'Supplier', label: '供应商人员', labelEn: 'Supplier' },
  { value: 'Customer', label: '客户人员', labelEn: 'Customer' },
];

export const personDicts = {
  sex: [
    ['Male', '男', 'Male'],
    ['Female', '女', 'Female'],
  ],
  diploma: [
    ['Junior', '初中及以下', 'Junior school or below'],
    ['Senior', '高中/中专', 'Senior school'],
    ['College', '大专', 'College'],
    ['Bachelor', '本科', 'Bachelor'],
    ['Master', '硕士', 'Master'],
    ['Doctor', '博士', 'Doctor'],
  ],
} as const;

export const Person = entity({
  id: 450,
  code: 'Person',
  name: '人员',
  nameEn: 'Person',
  module: 'system',
  table: 'person',
  lookup: 'tenant',
  importKey: ['code'],
  attrs: [
    a.string('code', '工号', 'Employee number', { required: true, max: 128, noSpaces: true, unique: true, query: true, table: 120, index: true, fuzzy: true }),
    a.string('name', '姓名', 'Name', { required: true, max: 128, query: true, table: 110, fuzzy: true }),
    a.quote('FuzzyCommon', 'department_id', '主部门', 'Main department', 'Department', { required: true, query: true, table: 130 }),
    a.quote('FuzzyCommon', 'organ_id', '所属组织', 'Organisation', 'Organ', { table: 150 }),
    a.dict('sex_dict', '性别', 'Sex', 'sex', { table: 60 }),
    a.string('id_card', '身份证号', 'ID card number', { max: 32, noSpaces: true }),
    a.date('birth_dt', '出生日期', 'Date of birth', { when: 'past' }),
    a.dict('diploma_dict', '学历', 'Education', 'diploma', { table: 90 }),
    a.enumType('working_state', '在职状态', 'Working state', WORKING_STATES, { required: true, defaultValue: '1', query: true, table: 80 }),
    a.date('entry_dt', '入职日期', 'Entry date', { when: 'past', table: 110 }),
    a.date('quit_dt', '离职日期', 'Quit date'),
    a.enumType('person_type', '人员类型', 'Person type', PERSON_TYPES, { defaultValue: 'Inside', query: true, table: 100 }),
    a.string('phone', '手机号', 'Phone', { max: 32, table: 130 }),
    a.string('email', '电子邮箱', 'Email', { max: 128 }),
    a.string('wechat', '微信', 'WeChat', { max: 64 }),
    a.string('rfid', 'RFID 卡号', 'RFID card', { max: 64, noSpaces: true }),
    a.string('barcode', '条码', 'Barcode', { max: 128, noSpaces: true }),
    a.string('current_position', '当前职位', 'Position', { max: 128, table: 110 }),
    a.string('certificate_code', '证书编号', 'Certificate number', { max: 128 }),
    a.date('grant_time', '发证日期', 'Certificate date'),
    a.date('renewal_date', '续签日期', 'Renewal date'),
    a.bool('formalize_tag', '已转正', 'Regular employee', { defaultValue: false }),
    a.string('graduate_school', '毕业院校', 'Graduate school', { max: 128 }),
    a.string('outside_team', '外部班组', 'Outside team', { max: 128 }),
    a.string('domicile', '户籍', 'Domicile', { max: 128 }),
    a.string('addr', '地址', 'Address', { max: 1024 }),
    a.string('account_code', '登录账号', 'Login account', {
      readSql: '(select u.code from app_user u where u.tenant_id = t.tenant_id and u.person_id = t.id order by u.id limit 1)',
      table: 110,
    }),
    a.files('picture', '照片', 'Photo', { ...PICTURE, max: 1 }),
    a.remark('description', '描述', 'Description', { max: 1024 }),
  ],
  children: {
    departments: {
      table: 'person_department',
      name: '所属部门',
      nameEn: 'Departments',
      attrs: [a.quote('FuzzyCommon', 'department_id', '部门', 'Department', 'Department', { required: true, unique: true })],
    },
    relatives: {
      table: 'person_relative',
      name: '亲属',
      nameEn: 'Relatives',
      attrs: [
        a.string('name', '姓名', 'Name', { required: true, max: 128 }),
        a.string('relation', '关系', 'Relation', { max: 64 }),
        a.string('phone', '联系电话', 'Phone', { max: 32 }),
      ],
    },
  },
});
