import {describe, expect, it} from 'vitest';
import {printsAny} from '~/lib/web-fonts';

describe('printsAny', () => {
  const latin = 'U+0000-00FF, U+0131, U+0152-0153, U+20AC';
  const slovenian = 'U+0106-0107, U+010C-010D, U+0160-0161, U+017D-017E';

  it('finds a page’s letters in the ranges of the face that draws them', () => {
    expect(printsAny(latin, 'Scarpe e moda')).toBe(true);
    expect(printsAny(slovenian, 'Slovenščina')).toBe(true);
    expect(printsAny(latin, '€')).toBe(true);
  });

  it('leaves out a face none of whose letters the page prints', () => {
    expect(printsAny(slovenian, 'Scarpe e moda, 79 €')).toBe(false);
    expect(printsAny(latin, 'Čć')).toBe(false);
    expect(printsAny(latin, '')).toBe(false);
  });

  it('reads single code points, ranges and wildcards', () => {
    expect(printsAny('U+0131', 'ı')).toBe(true);
    expect(printsAny('U+4??', 'Ѐ')).toBe(true); // U+0400
    expect(printsAny('U+4??', 'Ԁ')).toBe(false); // U+0500
    expect(printsAny('U+1F600-1F64F', 'Ciao 😀')).toBe(true);
    expect(printsAny('U+1F600-1F64F', 'Ciao 🚀')).toBe(false);
  });
});
