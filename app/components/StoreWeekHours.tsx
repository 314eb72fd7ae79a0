import {useT} from '~/hooks/use-t';
import {intervalsText} from '~/lib/stores/store-text';
import type {StorePageData} from '~/lib/stores/store-view';

/** This week's hours from Monday, today highlighted, a holiday with its note. */
export function StoreWeekHours({
  week,
  labelledBy,
}: {
  week: NonNullable<StorePageData['week']>;
  labelledBy: string;
}) {
  const t = useT();
  return (
    <table className="store-week" aria-labelledby={labelledBy}>
      <tbody>
        {week.map((day) => (
          <tr
            key={day.date}
            className={day.today ? 'store-week__today' : undefined}
            aria-current={day.today ? 'date' : undefined}
          >
            <th scope="row">
              {t(`stores.weekdays.${day.weekday}`)}
              {day.today ? <span className="store-week__badge">{t('stores.today')}</span> : null}
            </th>
            <td>
              {intervalsText(day.intervals, t)}
              {day.note ? <span className="store-week__note"> ({day.note})</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
