/** Size guide data: EU shoe sizes 35–46 and apparel XS–XXL (the catalogue's ranges). */

export interface ShoeSizeRow {
  eu: number;
  uk: string;
  us: string;
  footCm: string;
}

export interface ApparelSizeRow {
  size: string;
  chestCm: string;
  waistCm: string;
}

/** EU 35–46 with UK and US (women's) equivalents and foot length in cm. */
export const SHOE_SIZES: ShoeSizeRow[] = (
  [
    [35, '2.5', '5', '22.5'],
    [36, '3.5', '6', '23'],
    [37, '4', '6.5', '23.5'],
    [38, '5', '7.5', '24'],
    [39, '6', '8.5', '25'],
    [40, '6.5', '9', '25.5'],
    [41, '7.5', '10', '26'],
    [42, '8', '10.5', '27'],
    [43, '9', '11.5', '27.5'],
    [44, '9.5', '12', '28'],
    [45, '10.5', '13', '29'],
    [46, '11', '13.5', '29.5'],
  ] as const
).map(([eu, uk, us, footCm]) => ({eu, uk, us, footCm}));

export const APPAREL_SIZES: ApparelSizeRow[] = [
  {size: 'XS', chestCm: '80–84', waistCm: '62–66'},
  {size: 'S', chestCm: '85–90', waistCm: '67–72'},
  {size: 'M', chestCm: '91–96', waistCm: '73–78'},
  {size: 'L', chestCm: '97–102', waistCm: '79–84'},
  {size: 'XL', chestCm: '103–108', waistCm: '85–90'},
  {size: 'XXL', chestCm: '109–114', waistCm: '91–96'},
];

const APPAREL_SIZE_NAMES = new Set(APPAREL_SIZES.map((row) => row.size));

/** Which table fits a product, judged by its size values. */
export function sizeGuideKind(sizes: string[]): 'shoes' | 'apparel' | null {
  if (sizes.some((size) => APPAREL_SIZE_NAMES.has(size.toUpperCase()))) return 'apparel';
  if (sizes.some((size) => /^\d{2}(\.5)?$/.test(size))) return 'shoes';
  return null;
}
