/** When an account page reads its data again after one of its forms was sent. */
import type {ShouldRevalidateFunction} from 'react-router';

/**
 * A refused form (bad input, a platform refusal, the platform unreachable) changed nothing, so
 * the page keeps its data: no extra call, and with the platform down the form stays on screen
 * with what was typed instead of giving way to an error page.
 */
export const revalidateUnlessRefused: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => (actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate);
