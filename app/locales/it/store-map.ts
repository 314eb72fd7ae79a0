/** Italian: the store map (docs/product.md#store-map). */
const storeMap = {
  listIsEquivalent: 'La mappa mostra gli stessi negozi dell’elenco in questa pagina.',
  selected: 'Negozio scelto sulla mappa: {{name}}',
};

export default storeMap;
