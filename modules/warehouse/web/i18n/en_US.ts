// en_US strings of the warehouse module's hand-written pages.
import { appEn } from '../app/i18n';
import { robotEn } from '../../robot/web/i18n';
export default {
  warehouse: {
    app: appEn,
    robot: robotEn,
    qr: {
      title: 'Position QR codes',
      print: 'Print',
      none: 'Select positions first',
      done: '{{count}} position QR codes made',
      closed: 'No QR codes made',
      loadFailed: 'The QR codes could not be made',
    },
    visual: {
      title: 'Stock visualisation',
      warehouse: 'Warehouse',
      allLayers: 'All layers',
      layer: 'Layer {{n}}',
      platoon: 'Row {{n}}',
      used: '{{used}} of {{total}} positions used',
      nothing: 'Empty position',
      noPositions: 'No positions on this layer',
      noAreas: 'This warehouse has no areas or positions yet',
      loadFailed: 'The stock visualisation could not be loaded',
      shade: { empty: 'Empty', low: 'Low', half: 'Half full', full: 'Full', broken: 'Broken down', sealed: 'Sealed' },
    },
  },
};
