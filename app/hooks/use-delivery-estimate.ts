import {useRouteLoaderData} from 'react-router';
import type {DeliveryEstimate} from '~/lib/delivery';

/**
 * The delivery estimate's two dates in the market's words, as the layout gives them
 * (lib/delivery.ts); null outside the shop layout.
 */
export function useDeliveryEstimate(): DeliveryEstimate | null {
  return useRouteLoaderData<{delivery: DeliveryEstimate}>('routes/shop-layout')?.delivery ?? null;
}
