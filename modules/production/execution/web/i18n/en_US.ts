// en_US strings of the shop-floor execution pages (production.exec.*).
export default {};
