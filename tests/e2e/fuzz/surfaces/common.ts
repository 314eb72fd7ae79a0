/** Headers every generated case starts from: a client IP of its own, and the shop's Origin. */
import fc from 'fast-check';
import {clientIp} from '../pieces';
import {SHOP_ORIGIN} from '../stack';

export const baseHeaders = clientIp.map((ip) => ({'oxygen-buyer-ip': ip}));

/** Posts from the shop's own pages pass the Origin check and reach the actions' logic. */
export const postHeaders = clientIp.map((ip) => ({'oxygen-buyer-ip': ip, origin: SHOP_ORIGIN}));

const MARKETS = ['it', 'sl', 'hr'] as const;
export const market = fc.constantFrom(...MARKETS);
