/** Croatian: the store map (docs/product.md#store-map). */
const storeMap = {
  listIsEquivalent: 'Karta prikazuje iste trgovine kao popis na ovoj stranici.',
  selected: 'Trgovina odabrana na karti: {{name}}',
};

export default storeMap;
