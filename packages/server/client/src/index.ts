export { canonicalJson } from './canonical-json.js';
export type * from './eval-audit.js';
export { EvalClient, type List, type ListParams } from './eval-client.js';
export type * from './eval-data.js';
export type * from './eval-reviews.js';
export { HttpClient, type HttpOptions, LatchkeyError, retryDelayMs } from './http.js';
export {
  type Agent,
  type AuthorizeRequest,
  type ChainVerification,
  type CreatedEscalationSubscription,
  type CreateEscalationSubscriptionBody,
  type EscalationEventType,
  type EscalationList,
  type EscalationStreamEvent,
  type EscalationSubscription,
  type EscalationsQuery,
  type EventAccepted,
  type EventList,
  type LatchSettingsView,
  PdpClient,
  type PdpClientOptions,
  PdpError,
  type PdpErrorCode,
  type PolicyDecision,
  type PolicyList,
  type ProvisionedAgent,
  type PublicKeys,
  parseRetryAfter,
  type RecordVerification,
  type RedactRequest,
  type RedactResponse,
  type RedeemedPermit,
  type ResolveEscalationBody,
} from './pdp-client.js';
export { allowed, contentToUse, type FailClosedRule, Pep, type PepDecision, type PepOptions } from './pep.js';
export { pae, type RecordCheck, sha256Tagged, type TrustedKey, verifyRecord } from './records.js';
