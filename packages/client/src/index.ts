export { EvalClient, type List, type ListParams } from './eval-client.js';
export { HttpClient, type HttpOptions, LatchkeyError, retryDelayMs } from './http.js';
