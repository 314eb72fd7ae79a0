interface Fetcher {
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}
declare const router: {
  fetch(
    request: Request,
    env: {
      OXYGEN_HEADERS: Record<string, string>;
      TRUST_CLIENT_IP: string;
      ENTRY: Fetcher;
      ASSETS: Fetcher;
    },
  ): Promise<Response>;
};
export default router;
