import { Type } from 'typebox';
import { NullableString } from '../http/schemas.js';
import { SUBSCRIBABLE_EVENTS, WEBHOOK_FORMATS } from './events.js';

/** The longest webhook URL accepted. */
export const MAX_URL_LENGTH = 2_048;

const Url = Type.String({
  minLength: 1,
  maxLength: MAX_URL_LENGTH,
  // Control characters and spaces are refused outright instead of being
  // silently percent-encoded by the URL parser.
  pattern: '^[^\\u0000-\\u0020\\u007f-\\u009f]+$',
  description: 'Absolute https:// URL that receives POST requests',
});
const Events = Type.Array(Type.Enum([...SUBSCRIBABLE_EVENTS]), {
  minItems: 1,
  maxItems: SUBSCRIBABLE_EVENTS.length,
  uniqueItems: true,
  description: 'Event types to receive',
});
const Format = Type.Enum([...WEBHOOK_FORMATS], { description: 'Payload format' });

/** `POST /v1/webhooks` request body. */
export const CreateWebhookBody = Type.Object(
  { url: Url, events: Type.Optional(Events), format: Type.Optional(Format) },
  { additionalProperties: false },
);

/** `PATCH /v1/webhooks/:id` request body; `{}` changes nothing. */
export const UpdateWebhookBody = Type.Object(
  { url: Type.Optional(Url), events: Type.Optional(Events), format: Type.Optional(Format), enabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** Path parameters of the per-webhook routes. */
export const WebhookParams = Type.Object({ id: Type.String({ description: 'Webhook id (UUID)' }) });

const webhookFields = {
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  events: Type.Array(Type.String({ enum: [...SUBSCRIBABLE_EVENTS] })),
  format: Type.String({ enum: [...WEBHOOK_FORMATS] }),
  enabled: Type.Boolean(),
  failure_count: Type.Integer({ minimum: 0 }),
  last_triggered_at: NullableString,
  created_at: Type.String({ format: 'date-time' }),
};

/** A webhook endpoint without its secret. */
export const Webhook = Type.Object(webhookFields, { description: 'A webhook endpoint (never with its secret)' });

/** A webhook endpoint with its secret: only in the create response. */
export const WebhookWithSecret = Type.Object(
  { ...webhookFields, secret: Type.String({ description: 'whsec_ + base64 of 32 bytes; shown only here' }) },
  { description: 'A newly registered webhook endpoint, with its secret' },
);

/** `GET /v1/webhooks` response. */
export const WebhookList = Type.Object({ webhooks: Type.Array(Webhook) });

/** `POST /v1/webhooks/:id/test` response. */
export const TestResponse = Type.Union([
  Type.Object({ success: Type.Literal(true), status: Type.Integer() }),
  Type.Object({ success: Type.Literal(false), error: Type.String() }),
]);
