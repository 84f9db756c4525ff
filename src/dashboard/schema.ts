import { Type } from 'typebox';
import { MAX_KEY_NAME_LENGTH } from '../keys/service.js';
import { MAX_ORG_NAME_LENGTH } from '../orgs/service.js';
import { PLAN_NAMES } from '../orgs/plans.js';
import { PASSWORD_LENGTH } from '../users/password.js';
import { ROLES } from '../users/roles.js';
import { TIERS } from '../scan/types.js';

const Email = Type.String({ minLength: 3, maxLength: 254 });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_LENGTH.max });
const Role = Type.Enum([...ROLES]);

/** First-run setup: the first organization and its owner. */
export const SetupBody = Type.Object(
  {
    organization: Type.String({ minLength: 1, maxLength: MAX_ORG_NAME_LENGTH, pattern: '\\S' }),
    plan: Type.Optional(Type.Enum([...PLAN_NAMES])),
    email: Email,
    password: Type.String({ minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max }),
  },
  { additionalProperties: false },
);

/** Sign-in. */
export const LoginBody = Type.Object({ email: Email, password: Password }, { additionalProperties: false });

/** A password change: the current password and the new one. */
export const PasswordBody = Type.Object({ current_password: Password, new_password: Password }, { additionalProperties: false });

/** The organization to switch the session to. */
export const SwitchOrgBody = Type.Object({ org_id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/** A new API key. */
export const CreateKeyBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: MAX_KEY_NAME_LENGTH, pattern: '\\S' }) }, { additionalProperties: false });

/** A path with an id. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** A delivery of a webhook. */
export const DeliveryParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), delivery_id: Type.String({ minLength: 1, maxLength: 100 }) });

/** A page cursor. */
export const CursorQuery = Type.Object({ cursor: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });

/** Scan history filters. */
export const ScanQuery = Type.Object(
  {
    tier: Type.Optional(Type.Enum([...TIERS])),
    since: Type.Optional(Type.String({ format: 'date-time' })),
    until: Type.Optional(Type.String({ format: 'date-time' })),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** The chart's range. */
export const ChartQuery = Type.Object({ range: Type.Optional(Type.Enum(['24h', '7d', '30d'])) }, { additionalProperties: false });

/** "Try a prompt" under an unsaved policy. */
export const PreviewBody = Type.Object({ policy: Type.Unknown(), prompt: Type.String({ minLength: 1, maxLength: 200_000 }) }, { additionalProperties: false });

/** A new member: a new e-mail needs a first password; a known one keeps theirs. */
export const AddMemberBody = Type.Object({ email: Email, role: Role, password: Type.Optional(Password) }, { additionalProperties: false });

/** A member's new role. */
export const RoleBody = Type.Object({ role: Role }, { additionalProperties: false });

/** `PUT /dashboard/api/organization/alerts`. */
export const AlertsBody = Type.Object({ prompt_excerpt: Type.Boolean() }, { additionalProperties: false });
