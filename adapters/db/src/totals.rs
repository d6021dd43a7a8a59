//! The total of a list ('Jami: N ta') at a cost that does not grow with the table.
//!
//! - Filters a list's counters know (institution, status and a kind) read `list_counts`, which
//!   triggers keep exact in the transaction of every change; a student's course and gender and a
//!   group's course and direction read the report tallies, kept the same way.
//! - Any other filter or search asks the planner first: where it expects more than `EXACT_UP_TO`
//!   matches (a common surname over the country), the answer is its estimate, flagged as such, and
//!   nothing is counted, since counting would read every match up to the bound on every request.
//!   Otherwise the matches are counted up to `EXACT_UP_TO`, and past that the estimate is the answer.

use std::marker::PhantomData;

use diesel::deserialize::FromSqlRow;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::query_dsl::methods::LimitDsl;
use diesel::sql_types::{Array, BigInt, HasSqlType, Integer, Json, Nullable, SingleValue, SmallInt, SqlType, Text};
use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::paging::Total;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::statements::Statement;

/// Up to this many matches a total is counted exactly.
pub(crate) const EXACT_UP_TO: i64 = 10_000;

/// A key of the counters: the entity, and the institution, status and kind a list filters by, or
/// the direction, course and gender the report tallies know (`None`: any).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Counter {
    pub entity: &'static str,
    pub institution: Option<i64>,
    pub status: Option<String>,
    pub kind: Option<String>,
    pub direction: Option<i64>,
    pub course: Option<i32>,
    pub gender: Option<i16>,
}

impl Counter {
    pub fn of(entity: &'static str, institution: Option<i64>) -> Counter {
        Counter { entity, institution, status: None, kind: None, direction: None, course: None, gender: None }
    }

    /// The counter of a list read within `scope` and filtered by `institution`, when one key
    /// answers it: an institution-level reader asking for another institution does not use it.
    pub fn scoped(entity: &'static str, scope: Scope, institution: Option<InstitutionId>) -> Option<Counter> {
        let institution = match (scope, institution) {
            (Scope::Everywhere, filter) => filter,
            (Scope::Institution(own), None) => Some(own),
            (Scope::Institution(own), Some(filter)) if filter == own => Some(own),
            _ => return None,
        };
        Some(Counter::of(entity, institution.map(InstitutionId::get)))
    }

    pub fn with_status(self, status: Option<&str>) -> Counter {
        Counter { status: status.map(str::to_string), ..self }
    }

    pub fn with_kind(self, kind: Option<&str>) -> Counter {
        Counter { kind: kind.map(str::to_string), ..self }
    }

    /// Filtered by what the report tallies know (students and groups only).
    pub fn with_tallied(self, direction: Option<i64>, course: Option<i32>, gender: Option<i16>) -> Counter {
        Counter { direction, course, gender, ..self }
    }

    fn tallied(&self) -> bool {
        self.direction.is_some() || self.course.is_some() || self.gender.is_some()
    }
}

/// `SELECT` of a counter's sum: `list_count` over the list counters, or `tally_count` over the
/// report tallies where the key names what only they know.
struct CounterSum<'a>(&'a Counter);

impl QueryFragment<Pg> for CounterSum<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let c = self.0;
        if c.tallied() {
            out.push_sql("SELECT tally_count(");
            out.push_bind_param::<Text, _>(&c.entity)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<BigInt>, _>(&c.institution)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<BigInt>, _>(&c.direction)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<Integer>, _>(&c.course)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<SmallInt>, _>(&c.gender)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<Text>, _>(&c.status)?;
        } else {
            out.push_sql("SELECT list_count(");
            out.push_bind_param::<Text, _>(&c.entity)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<BigInt>, _>(&c.institution)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<Text>, _>(&c.status)?;
            out.push_sql(", ");
            out.push_bind_param::<Nullable<Text>, _>(&c.kind)?;
        }
        out.push_sql(")");
        Ok(())
    }
}

impl QueryId for CounterSum<'_> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for CounterSum<'_> {
    type SqlType = BigInt;
}

impl RunQueryDsl<PgConnection> for CounterSum<'_> {}

/// The sum of a counter's rows (a statement prepared once per connection: its text is fixed).
pub(crate) fn counted(conn: &mut PgConnection, counter: &Counter) -> QueryResult<i64> {
    CounterSum(counter).get_result(conn)
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
    if let Some(about) = expected_beyond_exact(conn, &matching)? {
        return Ok(Total::About(about));
    }
    let capped: i64 = Wrapped::capped_count(matching().limit(EXACT_UP_TO + 1)).get_result(conn)?;
    beyond_exact(conn, capped, matching)
}

/// The total of `capped` matches counted up to one past `EXACT_UP_TO`: exact below it, else the
/// planner's estimate of `matching`.
fn beyond_exact<Q: QueryFragment<Pg>>(conn: &mut PgConnection, capped: i64, matching: impl Fn() -> Q) -> QueryResult<Total> {
    if capped <= EXACT_UP_TO {
        return Ok(Total::Exact(capped));
    }
    Ok(Total::About(estimate(conn, matching())?.max(capped)))
}

/// The planner's estimate of the rows of `matching`: planning only, nothing is read.
fn estimate<Q: QueryFragment<Pg>>(conn: &mut PgConnection, matching: Q) -> QueryResult<i64> {
    let plan: Value = Wrapped::explain(matching).get_result(conn)?;
    let rows = plan
        .pointer("/0/Plan/Plan Rows")
        .and_then(Value::as_f64)
        .ok_or_else(|| diesel::result::Error::DeserializationError(format!("a plan without its estimate of rows: {plan}").into()))?;
    // The planner's estimate is a whole number of rows written as a float.
    Ok(rows as i64)
}

/// The planner's estimate of `matching` when it expects more rows than are counted exactly, so
/// that the count is not even started.
fn expected_beyond_exact<Q: QueryFragment<Pg>>(conn: &mut PgConnection, matching: impl Fn() -> Q) -> QueryResult<Option<i64>> {
    let expected = estimate(conn, matching())?;
    Ok((expected > EXACT_UP_TO).then_some(expected))
}

/// A page of a list with its total, in one round trip where it can be: the ids of `page` (a query
/// selecting the `id` of its rows, ordered, limited and offset) beside the total from `counter`,
/// or beside the count of `matching` up to `EXACT_UP_TO`; past that the planner's estimate takes
/// one statement more.
pub(crate) fn page_of_ids<P, Q>(
    conn: &mut PgConnection,
    page: P,
    counter: Option<Counter>,
    matching: impl Fn() -> Q,
) -> QueryResult<(Vec<i64>, Total)>
where
    P: QueryFragment<Pg>,
    Q: QueryFragment<Pg> + LimitDsl,
    <Q as LimitDsl>::Output: QueryFragment<Pg>,
{
    page_beside::<Array<BigInt>, Vec<i64>, P, Q>(conn, page, None, counter, matching)
}

/// A list's cards: the SQL function answering the lines of the rows with the given ids, in their
/// order, as one JSON array.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cards {
    pub function: &'static str,
}

/// Like `page_of_ids`, with the page's cards from `cards` in place of its ids: a page of a list
/// kept as cards is one statement.
pub(crate) fn page_of_cards<C, P, Q>(
    conn: &mut PgConnection,
    page: P,
    cards: Cards,
    counter: Option<Counter>,
    matching: impl Fn() -> Q,
) -> QueryResult<(Vec<C>, Total)>
where
    C: DeserializeOwned,
    P: QueryFragment<Pg>,
    Q: QueryFragment<Pg> + LimitDsl,
    <Q as LimitDsl>::Output: QueryFragment<Pg>,
{
    let (lines, total) = page_beside::<Text, String, P, Q>(conn, page, Some(cards), counter, matching)?;
    let cards = serde_json::from_str(&lines).map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))?;
    Ok((cards, total))
}

fn page_beside<ST, R: 'static, P, Q>(
    conn: &mut PgConnection,
    page: P,
    cards: Option<Cards>,
    counter: Option<Counter>,
    matching: impl Fn() -> Q,
) -> QueryResult<(R, Total)>
where
    ST: SqlType + SingleValue + 'static,
    (R, i64): FromSqlRow<(ST, BigInt), Pg>,
    Pg: HasSqlType<ST>,
    P: QueryFragment<Pg>,
    Q: QueryFragment<Pg> + LimitDsl,
    <Q as LimitDsl>::Output: QueryFragment<Pg>,
{
    if let Some(counter) = counter {
        let (rows, total) = Beside::<P, _, ST> { page, cards, total: CounterSum(&counter), sql_type: PhantomData }.get_result(conn)?;
        return Ok((rows, Total::Exact(total)));
    }
    if let Some(about) = expected_beyond_exact(conn, &matching)? {
        let (rows, _): (R, i64) = Beside::<P, _, ST> { page, cards, total: NotCounted, sql_type: PhantomData }.get_result(conn)?;
        return Ok((rows, Total::About(about)));
    }
    let capped = Wrapped::capped_count(matching().limit(EXACT_UP_TO + 1));
    let (rows, capped): (R, i64) = Beside::<P, _, ST> { page, cards, total: capped, sql_type: PhantomData }.get_result(conn)?;
    Ok((rows, beyond_exact(conn, capped, matching)?))
}

/// The total's place in a page's statement when the planner's estimate answers it.
struct NotCounted;

impl QueryFragment<Pg> for NotCounted {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("SELECT 0::int8");
        Ok(())
    }
}

/// `SELECT ARRAY(page), (total)`: a page's ids in their order and a number, as one row; or, with
/// `cards`, the page's cards in its order as one JSON array in place of the ids.
struct Beside<P, T, ST> {
    page: P,
    cards: Option<Cards>,
    total: T,
    sql_type: PhantomData<ST>,
}

impl<P: QueryFragment<Pg>, T: QueryFragment<Pg>, ST> QueryFragment<Pg> for Beside<P, T, ST> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        match self.cards {
            None => {
                out.push_sql("SELECT ARRAY(");
                self.page.walk_ast(out.reborrow())?;
                out.push_sql(")");
            }
            Some(cards) => {
                out.push_sql("SELECT ");
                out.push_sql(cards.function);
                out.push_sql("(ARRAY(");
                self.page.walk_ast(out.reborrow())?;
                out.push_sql("))");
            }
        }
        out.push_sql(", (");
        self.total.walk_ast(out.reborrow())?;
        out.push_sql(")");
        Ok(())
    }
}

impl<P, T, ST> QueryId for Beside<P, T, ST> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<P, T, ST> Query for Beside<P, T, ST> {
    type SqlType = (ST, BigInt);
}

impl<P, T, ST> RunQueryDsl<PgConnection> for Beside<P, T, ST> {}

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

const COMPACT_COUNTS: Statement = Statement::new("totals.compact_counts", &[], "SELECT list_counts_compact() AS folded");

const COMPACT_TALLIES: Statement = Statement::new("totals.compact_tallies", &[], "SELECT report_tallies_compact() AS folded");

const COMPACT_FINANCE: Statement = Statement::new("totals.compact_finance", &[], "SELECT finance_tallies_compact() AS folded");

/// Folds the counters', the report tallies' and the finance tallies' deltas into one row per key; answers how many
/// rows were folded.
pub(crate) fn compact_counters(conn: &mut PgConnection) -> QueryResult<i64> {
    #[derive(QueryableByName)]
    struct Folded {
        #[diesel(sql_type = BigInt)]
        folded: i64,
    }
    let counts: Folded = COMPACT_COUNTS.query().get_result(conn)?;
    let tallies: Folded = COMPACT_TALLIES.query().get_result(conn)?;
    let finance: Folded = COMPACT_FINANCE.query().get_result(conn)?;
    Ok(counts.folded + tallies.folded + finance.folded)
}

/// The total a page's rows carry (`count(*) OVER ()`); a page past the end has no row to carry it,
/// and asks for the first row again.
pub(crate) fn carried_total<R>(
    rows: &[R],
    offset: i64,
    total: impl Fn(&R) -> i64,
    first_row: impl FnOnce() -> Result<Vec<R>, application::AppError>,
) -> Result<i64, application::AppError> {
    Ok(match rows.first() {
        Some(row) => total(row),
        None if offset > 0 => first_row()?.first().map_or(0, total),
        None => 0,
    })
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![COMPACT_COUNTS, COMPACT_TALLIES, COMPACT_FINANCE]
}
