import {useT} from '~/hooks/use-t';
import {SIZE_TABLES} from '~/lib/size-guide';
import type {SizeGuideKind} from '~/lib/size-guide-kind';

/** The size guide table shown in the shared modal; its code loads when the guide first opens. */
export function SizeGuide({kind}: {kind: SizeGuideKind}) {
  const t = useT();
  const {columns, rows} = SIZE_TABLES[kind];
  return (
    <div className="size-guide">
      <p>{t('sizeGuide.intro')}</p>
      <div className="size-guide__table">
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([size, ...cells]) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="size-guide__tip">{t('sizeGuide.tip')}</p>
    </div>
  );
}
