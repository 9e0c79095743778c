import { Agent, fetch as undiciFetch } from 'undici';
/**
 * A browser-like HTTP client for tests: keeps cookies, sends X-XSRF-TOKEN from the XSRF-TOKEN cookie,
 * and speaks both REST and GraphQL against the real server.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  private readonly dispatcher: Agent | undefined;

  /** `from`: the client's own address in 127.0.0.0/8 (all loopback), for per-IP limits without X-Forwarded-For. */
  constructor(
    readonly baseUrl: string,
    options: { from?: string } = {},
  ) {
    this.dispatcher = options.from ? new Agent({ localAddress: options.from }) : undefined;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/config.json');
    const init = {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(this.cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN')! } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual' as const,
    };
    // undici's own fetch with the agent bound to the client's address; the global fetch otherwise.
    const response = this.dispatcher ? await undiciFetch(this.baseUrl + path, { ...init, dispatcher: this.dispatcher }) : await fetch(this.baseUrl + path, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0/i.test(a.trim()));
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, body: json as Record<string, any>, text, headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  delete = (path: string, body?: unknown) => this.request('DELETE', path, body);

  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult> {
    const response = await this.post('/graphql', { query, variables });
    return { status: response.status, data: response.body?.data, errors: response.body?.errors };
  }
}

export interface TestResponse {
  status: number;
  body: Record<string, any>;
  text: string;
  headers: Headers;
}

export interface GraphQLResultError {
  message: string;
  extensions: { code: string; status: number; params: Record<string, unknown> };
}

export interface GraphQLResult {
  status: number;
  data: Record<string, any> | undefined;
  /** Non-empty when present (the GraphQL spec: "If present, the errors entry must be a non-empty list"), so `errors?.[0]` is the first error. */
  errors: [GraphQLResultError, ...GraphQLResultError[]] | undefined;
}
