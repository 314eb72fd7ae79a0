/**
 * The error reporter (Sentry; docs/product.md#customer-identification), only when a DSN is
 * configured, and loaded only when it has something to do: at the first uncaught error (which it
 * then reports), or once a customer is identified, who is then named on every later report by
 * e-mail (`setUser`). Anonymous visits without errors never download it. See docs/decisions/0011.
 */
import type {Subscriber} from '../tracking/bus';
import {
  CUSTOMER_IDENTIFIED,
  CUSTOMER_LOGGED_OUT,
  type CustomerIdentifiedPayload,
} from '../tracking/events';
import type {SentrySdk} from './sentry-sdk';

export interface ErrorReportingConfig {
  dsn: string;
}

type ReportedUser = {email: string} | null;

let dsn: string | null = null;
let loading: Promise<SentrySdk | null> | null = null;
/** undefined: nobody identified or forgotten yet on this page. */
let user: ReportedUser | undefined;
const early: unknown[] = [];

function load(): Promise<SentrySdk | null> {
  if (!dsn) return Promise.resolve(null);
  loading ??= import('./sentry-sdk')
    .then(({sdk, scrub}) => {
      stopListening(); // the SDK's own handlers take over from here
      sdk.init({
        dsn: dsn!,
        environment: window.location.hostname,
        sendDefaultPii: false,
        beforeSend: scrub,
        beforeBreadcrumb: scrub,
      });
      if (user !== undefined) sdk.setUser(user);
      for (const error of early.splice(0)) sdk.captureException(error);
      return sdk;
    })
    .catch((error: unknown) => {
      // A blocked or failed download must not become another uncaught error.
      console.warn('[errors] the error reporter could not load', error);
      return null;
    });
  return loading;
}

/** Reports an uncaught error, loading the SDK first if it is not there yet. */
function reportError(error: unknown) {
  if (!dsn) return;
  if (loading) {
    void loading.then((sdk) => sdk?.captureException(error));
    return;
  }
  early.push(error); // reported as soon as the SDK starts
  void load();
}

const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);

function stopListening() {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
}

/** Starts listening for uncaught errors; the SDK itself waits until it is needed. */
export function startErrorReporting(config: ErrorReportingConfig | null) {
  if (!config || dsn) return;
  dsn = config.dsn;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

function identify(next: ReportedUser) {
  user = next;
  if (next) void load().then((sdk) => sdk?.setUser(next));
  else void loading?.then((sdk) => sdk?.setUser(null));
}

/** The identified customer's e-mail goes to the reporter, whatever the tracking consent. */
export function errorReporterSubscriber(): Subscriber {
  return {
    name: 'error-reporter',
    purpose: null,
    handle(event) {
      if (!dsn) return;
      if (event.name === CUSTOMER_IDENTIFIED) {
        const {email} = event.payload as CustomerIdentifiedPayload;
        if (email) identify({email});
      } else if (event.name === CUSTOMER_LOGGED_OUT) {
        identify(null);
      }
    },
  };
}
