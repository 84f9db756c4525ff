import { SqliteAdapter, sql, type Kysely } from 'kysely';

// A counter of changes to what a request's authentication depends on: a key's
// owner, hash or revocation, and anything about its organization (plan, limits,
// alert setting, policy). Triggers keep it, so every writer (the API, the
// dashboard, the CLI, another process) bumps it and none can forget to. A
// process may then keep verified keys in memory for as long as the counter has
// not moved, and still refuse a revoked key on the very next request. last_used_at
// is left out on purpose: it changes once a minute per busy key and means nothing
// to authentication.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credential_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into credential_version (id, version) values (1, 0)`.execute(db);

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const bump = sql.raw('begin update credential_version set version = version + 1 where id = 1; end');
    await sql`create trigger api_keys_credential_update after update of org_id, key_hash, revoked_at on api_keys ${bump}`.execute(db);
    await sql`create trigger api_keys_credential_delete after delete on api_keys ${bump}`.execute(db);
    await sql`create trigger organizations_credential_update after update on organizations ${bump}`.execute(db);
    await sql`create trigger organizations_credential_delete after delete on organizations ${bump}`.execute(db);
    return;
  }
  await sql`create function bump_credential_version() returns trigger language plpgsql as $$
    begin
      update credential_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger api_keys_credential_change after update of org_id, key_hash, revoked_at or delete on api_keys
    for each statement execute function bump_credential_version()`.execute(db);
  await sql`create trigger organizations_credential_change after update or delete on organizations
    for each statement execute function bump_credential_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of ['api_keys_credential_update', 'api_keys_credential_delete', 'organizations_credential_update', 'organizations_credential_delete']) {
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    }
  } else {
    await sql`drop trigger if exists api_keys_credential_change on api_keys`.execute(db);
    await sql`drop trigger if exists organizations_credential_change on organizations`.execute(db);
    await sql`drop function if exists bump_credential_version()`.execute(db);
  }
  await db.schema.dropTable('credential_version').execute();
}
