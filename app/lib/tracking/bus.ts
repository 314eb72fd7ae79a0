/**
 * The tracking bus: publish / subscribe with subscribers that register and declare themselves
 * ready, as Hydrogen's analytics do, but without their start-up losses (Hydrogen issue 3467):
 * events wait in order until every registered subscriber is ready, and events a subscriber may only
 * receive with consent wait for the visitor's choice, then are delivered or dropped as the choice
 * says. See docs/decisions/0005-tracking-bus.md.
 */
import type {TrackingConsent} from './consent';

export interface TrackingEvent<P = unknown> {
  name: string;
  payload: P;
}

export interface Subscriber {
  name: string;
  /** The consent purpose it needs; null for destinations that decide consent themselves. */
  purpose: keyof TrackingConsent | null;
  handle(event: TrackingEvent): void;
  /** Told about every consent change, e.g. to delete its cookies when consent is withdrawn. */
  onConsent?(consent: TrackingConsent | null): void;
}

/** At most this many events wait for a choice; a visitor who never chooses loses the oldest. */
export const HELD_LIMIT = 200;

export function createTrackingBus() {
  // `told`: whether the subscriber knows the choice in force. One registered after the choice
  // (the destinations load after hydration) learns it once all are ready, in the order those
  // registered before did: events that need no consent first, then the choice, then the rest.
  type Entry = {subscriber: Subscriber; ready: boolean; held: TrackingEvent[]; told: boolean};
  const subscribers = new Map<string, Entry>();
  const waiting: TrackingEvent[] = [];
  let consent: TrackingConsent | null = null;
  let consentKnown = false;

  // Until the first subscriber registers, events wait: a page's first events are published
  // before the tracking component has registered anyone.
  const allReady = () =>
    subscribers.size > 0 && [...subscribers.values()].every((entry) => entry.ready);

  function deliver(entry: Entry, event: TrackingEvent) {
    const {purpose} = entry.subscriber;
    if (purpose && (!consentKnown || !entry.told)) {
      entry.held.push(event);
      if (entry.held.length > HELD_LIMIT) entry.held.shift();
      return;
    }
    if (purpose && !consent?.[purpose]) return;
    try {
      entry.subscriber.handle(event);
    } catch (error) {
      console.error(`[tracking] ${entry.subscriber.name} failed on ${event.name}`, error);
    }
  }

  function dispatch(event: TrackingEvent) {
    for (const entry of subscribers.values()) deliver(entry, event);
  }

  function flushWaiting() {
    if (!allReady()) return;
    for (const event of waiting.splice(0)) dispatch(event);
    for (const entry of subscribers.values()) if (!entry.told) tell(entry);
  }

  function tell(entry: Entry) {
    entry.told = true;
    entry.subscriber.onConsent?.(consent);
    if (!consentKnown) return;
    for (const event of entry.held.splice(0)) deliver(entry, event);
  }

  return {
    /** Adds a subscriber; events wait for it until it calls `ready()`. */
    register(subscriber: Subscriber) {
      const entry: Entry = {subscriber, ready: false, held: [], told: !consentKnown};
      subscribers.set(subscriber.name, entry);
      return {
        ready() {
          entry.ready = true;
          flushWaiting();
        },
      };
    },
    publish<P>(name: string, payload: P) {
      waiting.push({name, payload});
      flushWaiting();
    },
    /** The visitor's choice (or the stored one): held events go out or are dropped. */
    setConsent(next: TrackingConsent | null) {
      consent = next;
      consentKnown = next !== null;
      for (const entry of subscribers.values()) tell(entry);
    },
  };
}

/** The browser's one bus. */
export const trackingBus = createTrackingBus();
