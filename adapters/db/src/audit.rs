//! Writing the audit trail inside the transaction of each change, and reading it back.

use application::ports::{AuditContext, AuditQuery, AuditRecord, AuditTrail};
use application::AppError;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::actor::Scope;
use domain::audit::EntityType;
use domain::ids::{InstitutionId, UserId};
use domain::paging::Page;
use serde_json::{Map, Value};

use crate::errors::internal;
use crate::schema::{audit_log, roles, users};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::totals::{total, Counter};

/// A state of an entity as the trail compares it: field name to value.
pub(crate) type Snapshot = Map<String, Value>;

/// Appends one record. Runs on the connection of the change, inside its transaction, so the
/// record exists exactly when the change does.
pub(crate) fn record(
    conn: &mut PgConnection,
    context: &AuditContext,
    entity: EntityType,
    entity_id: Option<i64>,
    changes: Snapshot,
) -> QueryResult<()> {
    record_many(conn, context, entity, &[(entity_id, changes)])
}

/// Appends one record per `(entity id, changes)`, in statements of a few thousand rows.
pub(crate) fn record_many(
    conn: &mut PgConnection,
    context: &AuditContext,
    entity: EntityType,
    records: &[(Option<i64>, Snapshot)],
) -> QueryResult<()> {
    let request_id = Some(context.request.request_id.as_str()).filter(|r| !r.is_empty());
    let user_agent = context.request.user_agent.as_deref().map(|ua| ua.chars().take(512).collect::<String>());
    for chunk in records.chunks(2_000) {
        let rows: Vec<_> = chunk
            .iter()
            .map(|(entity_id, changes)| {
                (
                    audit_log::actor_id.eq(context.user_id.map(UserId::get)),
                    audit_log::actor_role_id.eq(context.role_id.map(|r| r.get())),
                    audit_log::institution_id.eq(context.institution_id.map(InstitutionId::get)),
                    audit_log::action.eq(context.action.code()),
                    audit_log::entity_type.eq(entity.code()),
                    audit_log::entity_id.eq(*entity_id),
                    audit_log::changes.eq(Value::Object(changes.clone())),
                    audit_log::request_id.eq(request_id),
                    audit_log::client_ip.eq(context.request.client_ip.as_deref()),
                    audit_log::user_agent.eq(user_agent.as_deref()),
                )
            })
            .collect();
        diesel::insert_into(audit_log::table).values(&rows).execute(conn)?;
    }
    Ok(())
}

const PREPARE_PARTITIONS: Statement =
    Statement::new("audit.prepare_partitions", &[], "SELECT audit_log_prepare_partitions((now() - interval '1 month')::date, 4)");

/// Prepares the monthly partitions around now: last month, this one and two ahead.
pub fn prepare_partitions(store: &PgStore) -> Result<(), String> {
    let mut conn = store.pool().get().map_err(|e| e.to_string())?;
    PREPARE_PARTITIONS.query().execute(&mut conn).map(|_| ()).map_err(|e| e.to_string())
}

type Row = (
    i64,
    DateTime<Utc>,
    Option<i64>,
    Option<String>,
    Option<String>,
    Option<i64>,
    String,
    String,
    Option<i64>,
    Value,
    Option<String>,
    Option<String>,
    Option<String>,
);

/// The trail joined with the names of the actor and their role, ready to filter.
type WithActor = diesel::dsl::LeftJoinOn<
    diesel::dsl::LeftJoinOn<audit_log::table, users::table, diesel::dsl::Eq<diesel::dsl::Nullable<users::id>, audit_log::actor_id>>,
    roles::table,
    diesel::dsl::Eq<diesel::dsl::Nullable<roles::id>, audit_log::actor_role_id>,
>;

fn filtered(query: &AuditQuery) -> diesel::dsl::IntoBoxed<'_, WithActor, diesel::pg::Pg> {
    let mut q = audit_log::table
        .left_join(users::table.on(users::id.nullable().eq(audit_log::actor_id)))
        .left_join(roles::table.on(roles::id.nullable().eq(audit_log::actor_role_id)))
        .into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(audit_log::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(audit_log::id.lt(0)),
    }
    if let Some(actor) = query.actor_id {
        q = q.filter(audit_log::actor_id.eq(actor.get()));
    }
    if let Some(entity) = query.entity_type {
        q = q.filter(audit_log::entity_type.eq(entity.code()));
    }
    if let Some(id) = query.entity_id {
        q = q.filter(audit_log::entity_id.eq(id));
    }
    if let Some(action) = query.action {
        q = q.filter(audit_log::action.eq(action.code()));
    }
    if let Some(from) = query.from {
        q = q.filter(audit_log::at.ge(from));
    }
    if let Some(to) = query.to {
        q = q.filter(audit_log::at.lt(to));
    }
    q
}

/// The counter that answers the trail's total while it is filtered by institution, action and
/// kind of record only; a person, one record's history or a period are counted by their matches.
fn counter(query: &AuditQuery) -> Option<Counter> {
    let plain = query.actor_id.is_none() && query.entity_id.is_none() && query.from.is_none() && query.to.is_none();
    plain
        .then(|| Counter::scoped("audit", query.scope, None))
        .flatten()
        .map(|c| c.with_status(query.action.map(|a| a.code())).with_kind(query.entity_type.map(|e| e.code())))
}

impl AuditTrail for PgStore {
    fn list(&self, query: &AuditQuery) -> Result<Page<AuditRecord>, AppError> {
        let mut conn = self.conn()?;
        let total = total(&mut conn, counter(query), || filtered(query).select(audit_log::id)).map_err(internal)?;
        let rows: Vec<Row> = filtered(query)
            .order((audit_log::at.desc(), audit_log::id.desc()))
            .limit(query.page.limit())
            .offset(query.page.offset())
            .select((
                audit_log::id,
                audit_log::at,
                audit_log::actor_id,
                users::name.nullable(),
                roles::name.nullable(),
                audit_log::institution_id,
                audit_log::action,
                audit_log::entity_type,
                audit_log::entity_id,
                audit_log::changes,
                audit_log::request_id,
                audit_log::client_ip,
                audit_log::user_agent,
            ))
            .load(&mut conn)
            .map_err(internal)?;
        let items = rows
            .into_iter()
            .map(
                |(
                    id,
                    at,
                    actor,
                    actor_name,
                    role_name,
                    institution,
                    action,
                    entity_type,
                    entity_id,
                    changes,
                    request_id,
                    client_ip,
                    user_agent,
                )| {
                    AuditRecord {
                        id,
                        at,
                        actor_id: actor.map(UserId::from_stored),
                        actor_name,
                        role_name,
                        institution_id: institution.map(InstitutionId::from_stored),
                        action,
                        entity_type,
                        entity_id,
                        changes: changes.to_string(),
                        request_id,
                        client_ip,
                        user_agent,
                    }
                },
            )
            .collect();
        Ok(Page::new(items, total))
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![PREPARE_PARTITIONS]
}
