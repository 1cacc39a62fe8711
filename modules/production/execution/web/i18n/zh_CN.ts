// zh_CN strings of the shop-floor execution pages (production.exec.*).
export default {};
