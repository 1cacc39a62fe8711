// zh_CN strings of 仓储管理's hand-written pages, loaded with them.
import { appZh } from '../app/i18n';
import { robotZh } from '../../robot/web/i18n';
export default {
  warehouse: {
    app: appZh,
    robot: robotZh,
    qr: {
      title: '库位二维码',
      print: '打印',
      none: '请先选择库位',
      done: '已生成 {{count}} 个库位二维码',
      closed: '未生成库位二维码',
      loadFailed: '库位二维码生成失败',
    },
    visual: {
      title: '库存可视化',
      warehouse: '仓库',
      allLayers: '全部层',
      layer: '第{{n}}层',
      platoon: '第{{n}}排',
      used: '已用 {{used}} / {{total}} 个库位',
      nothing: '空库位',
      noPositions: '该层没有库位',
      noAreas: '该仓库还没有库区和库位',
      loadFailed: '库存可视化加载失败',
      shade: { empty: '空', low: '少量', half: '半满', full: '满', broken: '故障', sealed: '封存' },
    },
  },
};
