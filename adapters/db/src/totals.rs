//! The total of a list ('Jami: N ta') at a cost that does not grow with the table.
//!
//! - Filters a list's counters know (institution, status and a kind) read `list_counts`, which
//!   triggers keep exact in the transaction of every change.
//! - Any other filter or search counts its matches up to `EXACT_UP_TO`; past that the answer is the
//!   planner's estimate, flagged as such, since an exact count would scan every match.

use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::query_dsl::methods::LimitDsl;
use diesel::sql_types::{BigInt, Json, Nullable, Text};
use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::paging::Total;
use serde_json::Value;

/// Up to this many matches a total is counted exactly.
pub(crate) const EXACT_UP_TO: i64 = 10_000;

/// A key of `list_counts`: the entity, and the institution, status and kind a list filters by
/// (`None`: any).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Counter {
    pub entity: &'static str,
    pub institution: Option<i64>,
    pub status: Option<String>,
    pub kind: Option<String>,
}

impl Counter {
    /// The counter of a list read within `scope` and filtered by `institution`, when one key
    /// answers it: an institution-level reader asking for another institution does not use it.
    pub fn scoped(entity: &'static str, scope: Scope, institution: Option<InstitutionId>) -> Option<Counter> {
        let institution = match (scope, institution) {
            (Scope::Everywhere, filter) => filter,
            (Scope::Institution(own), None) => Some(own),
            (Scope::Institution(own), Some(filter)) if filter == own => Some(own),
            _ => return None,
        };
        Some(Counter { entity, institution: institution.map(InstitutionId::get), status: None, kind: None })
    }

    pub fn with_status(self, status: Option<&str>) -> Counter {
        Counter { status: status.map(str::to_string), ..self }
    }

    pub fn with_kind(self, kind: Option<&str>) -> Counter {
        Counter { kind: kind.map(str::to_string), ..self }
    }
}

diesel::define_sql_function! {
    /// The total of a list from its counters (`NULL`: any institution, status or kind).
    fn list_count(entity: Text, institution: Nullable<BigInt>, status: Nullable<Text>, kind: Nullable<Text>) -> BigInt;
}

/// The sum of a counter's rows: a statement prepared once per connection.
pub(crate) fn counted(conn: &mut PgConnection, counter: &Counter) -> QueryResult<i64> {
    diesel::select(list_count(counter.entity, counter.institution, counter.status.as_deref(), counter.kind.as_deref())).get_result(conn)
}

/// The total of a list: from `counter` when the list's filters are all the counter's, else by
/// counting `matching` (a query selecting one column of the matching rows) up to `EXACT_UP_TO`.
pub(crate) fn total<Q>(conn: &mut PgConnection, counter: Option<Counter>, matching: impl Fn() -> Q) -> QueryResult<Total>
where
    Q: QueryFragment<Pg> + LimitDsl,
    <Q as LimitDsl>::Output: QueryFragment<Pg>,
{
    if let Some(counter) = counter {
        return counted(conn, &counter).map(Total::Exact);
    }
    let capped: i64 = Wrapped::capped_count(matching().limit(EXACT_UP_TO + 1)).get_result(conn)?;
    if capped <= EXACT_UP_TO {
        return Ok(Total::Exact(capped));
    }
    let plan: Value = Wrapped::explain(matching()).get_result(conn)?;
    let estimate = plan.pointer("/0/Plan/Plan Rows").and_then(Value::as_f64).unwrap_or(0.0) as i64;
    Ok(Total::About(estimate.max(capped)))
}

/// A query placed inside another statement, its bind parameters kept.
struct Wrapped<Q, T> {
    before: &'static str,
    inner: Q,
    after: &'static str,
    sql_type: std::marker::PhantomData<T>,
}

impl<Q> Wrapped<Q, BigInt> {
    fn capped_count(inner: Q) -> Self {
        Wrapped { before: "SELECT count(*) FROM (", inner, after: ") AS matching", sql_type: std::marker::PhantomData }
    }
}

impl<Q> Wrapped<Q, Json> {
    fn explain(inner: Q) -> Self {
        Wrapped { before: "EXPLAIN (FORMAT JSON) ", inner, after: "", sql_type: std::marker::PhantomData }
    }
}

impl<Q: QueryFragment<Pg>, T> QueryFragment<Pg> for Wrapped<Q, T> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql(self.before);
        self.inner.walk_ast(out.reborrow())?;
        out.push_sql(self.after);
        Ok(())
    }
}

impl<Q, T> QueryId for Wrapped<Q, T> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<Q, T: diesel::sql_types::SqlType + diesel::sql_types::SingleValue> Query for Wrapped<Q, T> {
    type SqlType = T;
}

impl<Q, T> RunQueryDsl<PgConnection> for Wrapped<Q, T> {}

/// Folds the counters' and the report tallies' deltas into one row per key; answers how many
/// rows were folded.
pub(crate) fn compact_counters(conn: &mut PgConnection) -> QueryResult<i64> {
    #[derive(QueryableByName)]
    struct Folded {
        #[diesel(sql_type = BigInt)]
        folded: i64,
    }
    let counts: Folded = diesel::sql_query("SELECT list_counts_compact() AS folded").get_result(conn)?;
    let tallies: Folded = diesel::sql_query("SELECT report_tallies_compact() AS folded").get_result(conn)?;
    Ok(counts.folded + tallies.folded)
}
