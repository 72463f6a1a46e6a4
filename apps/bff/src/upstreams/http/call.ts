import type { UpstreamRequestOptions } from '../http-client.js';

/** One call as the client's parts pass it around. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** The body's type when it is bytes; JSON otherwise. */
  contentType?: string;
  options: UpstreamRequestOptions;
}

/** An answer as it came, body unread by any schema. */
export interface RawResponse {
  status: number;
  text: string;
}
