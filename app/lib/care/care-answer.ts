/**
 * What the care form's action answers (care-action.server.ts) and the form shows (CareForm):
 * message keys per field, what was typed, and the outcome.
 */
import type {CareFormField} from './care-form';

export interface CareAnswer {
  /** Message keys under `care.errors`, per field, and `form` for the form as a whole. */
  errors: Partial<Record<CareFormField | 'form', string>>;
  values?: Partial<Record<CareFormField, string>>;
  /** A photo came with the refused post: the browser has lost it, the form says so. */
  photoSent?: boolean;
  /** With `rateLimited`: whole minutes to wait. */
  retryAfterMinutes?: number;
  done?: {ticketNumber: number; email: string};
}

/** The honeypot: a field people never see; whatever fills it is no person. */
export const HONEYPOT_FIELD = 'leaveEmpty';
