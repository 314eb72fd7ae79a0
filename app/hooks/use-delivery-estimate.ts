import {useRouteLoaderData} from 'react-router';
import {useShell} from '~/hooks/use-shell';
import {formatDeliveryEstimate, type DeliveryEstimate} from '~/lib/delivery';

/**
 * The delivery estimate's dates in the market's words, from the layout's data
 * (lib/delivery.ts); null outside the shop layout.
 */
export function useDeliveryEstimate(): DeliveryEstimate | null {
  const {market} = useShell();
  const layout = useRouteLoaderData<{delivery: DeliveryEstimate}>('routes/shop-layout');
  return layout ? formatDeliveryEstimate(layout.delivery, market) : null;
}
