import {useT} from '~/hooks/use-t';
import {APPAREL_SIZES, SHOE_SIZES} from '~/lib/size-guide';

/** The size guide table shown in the shared modal. */
export function SizeGuide({kind}: {kind: 'shoes' | 'apparel'}) {
  const t = useT();
  return (
    <div className="size-guide">
      <p>{t('sizeGuide.intro')}</p>
      <div className="size-guide__table">
        {kind === 'shoes' ? (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('sizeGuide.eu')}</th>
                <th scope="col">{t('sizeGuide.uk')}</th>
                <th scope="col">{t('sizeGuide.us')}</th>
                <th scope="col">{t('sizeGuide.foot')}</th>
              </tr>
            </thead>
            <tbody>
              {SHOE_SIZES.map((row) => (
                <tr key={row.eu}>
                  <th scope="row">{row.eu}</th>
                  <td>{row.uk}</td>
                  <td>{row.us}</td>
                  <td>{row.footCm}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('sizeGuide.apparel')}</th>
                <th scope="col">{t('sizeGuide.chest')}</th>
                <th scope="col">{t('sizeGuide.waist')}</th>
              </tr>
            </thead>
            <tbody>
              {APPAREL_SIZES.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  <td>{row.chestCm}</td>
                  <td>{row.waistCm}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <p className="size-guide__tip">{t('sizeGuide.tip')}</p>
    </div>
  );
}
