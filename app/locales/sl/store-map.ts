/** Slovenian: the store map (docs/product.md#store-map). */
const storeMap = {
  listIsEquivalent: 'Zemljevid prikazuje iste trgovine kot seznam na tej strani.',
  selected: 'Trgovina, izbrana na zemljevidu: {{name}}',
};

export default storeMap;
