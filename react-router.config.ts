import type {Config} from '@react-router/dev/config';
import {hydrogenPreset} from '@shopify/hydrogen/react-router-preset';

export default {
  presets: [hydrogenPreset()],
  // The whole route manifest as one cached module, not a partial one inlined in every document
  // plus a /__manifest request after hydration (docs/decisions/0026).
  routeDiscovery: {mode: 'initial'},
} satisfies Config;
