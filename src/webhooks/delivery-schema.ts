import { Type } from 'typebox';
import { NullableString } from '../http/schemas.js';

/** Page size of the delivery log. */
export const LOG_PAGE = { default: 50, max: 100 } as const;

/** Query of `GET /v1/webhooks/:id/deliveries`. */
export const DeliveryLogQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$', description: `Page size, 1 to ${LOG_PAGE.max} (default ${LOG_PAGE.default})` })),
    outcome: Type.Optional(Type.Enum(['success', 'failure'], { description: 'Only attempts with this outcome' })),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the previous page' })),
  },
  { additionalProperties: false },
);

/** Path of the retry endpoint. */
export const DeliveryParams = Type.Object({ id: Type.String(), delivery_id: Type.String() });

const Attempt = Type.Object({
  id: Type.String({ description: 'Attempt id (att_)' }),
  delivery_id: Type.String({ description: 'Delivery id (dlv_), for the retry endpoint' }),
  event_id: Type.String({ description: 'Event id: the webhook-id header and the payload id' }),
  event_type: Type.String(),
  attempt: Type.Integer({ minimum: 1 }),
  outcome: Type.Enum(['success', 'failure']),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  error_kind: NullableString,
  duration_ms: Type.Integer({ minimum: 0 }),
  response_excerpt: Type.String({ description: 'First 1 KiB of the response body' }),
  started_at: Type.String({ format: 'date-time' }),
  finished_at: Type.String({ format: 'date-time' }),
  next_attempt_at: NullableString,
});

/** `GET /v1/webhooks/:id/deliveries` response. */
export const DeliveryLog = Type.Object({ deliveries: Type.Array(Attempt), next_cursor: NullableString });

/** `POST /v1/webhooks/:id/deliveries/:delivery_id/retry` response. */
export const RetryResponse = Type.Object({
  delivery: Type.Object({ id: Type.String(), status: Type.Literal('pending'), next_attempt_at: Type.String({ format: 'date-time' }) }),
});
