import type {HydrogenSession} from '@shopify/hydrogen';
import {createCookieSessionStorage, type Session, type SessionStorage} from 'react-router';
import {isLocalOrigin} from './security';

/** The worker's signed session cookie (HttpOnly, SameSite=Lax, Secure except on localhost). */
export class AppSession implements HydrogenSession {
  public isPending = false;

  private constructor(
    private readonly storage: SessionStorage,
    private readonly session: Session,
  ) {}

  static async init(request: Request, secrets: string[]): Promise<AppSession> {
    const storage = createCookieSessionStorage({
      cookie: {
        name: 'session',
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure: !isLocalOrigin(new URL(request.url).origin),
        secrets,
      },
    });
    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());
    return new AppSession(storage, session);
  }

  get has() {
    return this.session.has;
  }
  get get() {
    return this.session.get;
  }
  get flash() {
    return this.session.flash;
  }
  get unset() {
    this.isPending = true;
    return this.session.unset;
  }
  get set() {
    this.isPending = true;
    return this.session.set;
  }
  destroy() {
    return this.storage.destroySession(this.session);
  }
  commit() {
    this.isPending = false;
    return this.storage.commitSession(this.session);
  }
}
