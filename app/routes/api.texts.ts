import type {Route} from './+types/api.texts';
import {MESSAGES, SHELL_GROUP, textsByAddress, textsVersion} from '~/lib/i18n.server';
import {translator} from '~/lib/i18n';
import {isMarketId} from '~/lib/markets';
import {LAZY_MESSAGE_GROUPS, type LazyMessageGroup} from '~/lib/message-groups.server';

/** The address names the texts' version: the answer to it never changes. */
const FOR_GOOD = {'Cache-Control': 'public, max-age=31536000, immutable'};
/** Another version (a page from before a deploy): today's texts, kept for a minute at most. */
const BRIEFLY = {'Cache-Control': 'public, max-age=60'};

const isGroup = (group: string): group is LazyMessageGroup | typeof SHELL_GROUP =>
  group === SHELL_GROUP || Object.hasOwn(LAZY_MESSAGE_GROUPS, group);

/**
 * `GET /api/{market}/texts/{group}?v={version}` (docs/decisions/0027): the texts a drawer, dialog
 * or panel shows once opened, or the shell's (`shell`, docs/decisions/0030), as JSON in the
 * market's language. An unknown market or group is a
 * 404 with its message in the market's language (Italian when the market is unknown).
 */
export function loader({params, request}: Route.LoaderArgs) {
  const market = isMarketId(params.market) ? params.market : null;
  if (!market || !isGroup(params.group)) {
    const t = translator(market ?? 'it', MESSAGES[market ?? 'it']);
    return Response.json(
      {ok: false, message: t('errors.notFoundTitle')},
      {status: 404, headers: {'Cache-Control': 'no-store'}},
    );
  }
  const current = new URL(request.url).searchParams.get('v') === textsVersion(market);
  return Response.json(textsByAddress(market, params.group), {
    headers: current ? FOR_GOOD : BRIEFLY,
  });
}
