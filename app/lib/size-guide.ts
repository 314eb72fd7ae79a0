/**
 * Size guide data: EU shoe sizes 35–46 and apparel XS–XXL (the catalogue's ranges). Only the
 * guide's own chunk loads it; which table fits a product is size-guide-kind.ts.
 */
import type {SizeGuideKind} from './size-guide-kind';

/** A table of the guide: column heading message keys, and rows whose first cell is the size. */
interface SizeTable {
  columns: string[];
  rows: string[][];
}

export const SIZE_TABLES: Record<SizeGuideKind, SizeTable> = {
  /** EU 35–46 with UK and US (women's) equivalents and foot length in cm. */
  shoes: {
    columns: ['sizeGuide.eu', 'sizeGuide.uk', 'sizeGuide.us', 'sizeGuide.foot'],
    rows: [
      ['35', '2.5', '5', '22.5'],
      ['36', '3.5', '6', '23'],
      ['37', '4', '6.5', '23.5'],
      ['38', '5', '7.5', '24'],
      ['39', '6', '8.5', '25'],
      ['40', '6.5', '9', '25.5'],
      ['41', '7.5', '10', '26'],
      ['42', '8', '10.5', '27'],
      ['43', '9', '11.5', '27.5'],
      ['44', '9.5', '12', '28'],
      ['45', '10.5', '13', '29'],
      ['46', '11', '13.5', '29.5'],
    ],
  },
  apparel: {
    columns: ['sizeGuide.apparel', 'sizeGuide.chest', 'sizeGuide.waist'],
    rows: [
      ['XS', '80–84', '62–66'],
      ['S', '85–90', '67–72'],
      ['M', '91–96', '73–78'],
      ['L', '97–102', '79–84'],
      ['XL', '103–108', '85–90'],
      ['XXL', '109–114', '91–96'],
    ],
  },
};
