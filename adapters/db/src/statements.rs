//! Every raw SQL text of the adapter has a name and one home: a `Statement` declared beside the
//! code that runs it (a `const`, a `LazyLock` when it is put together from shared pieces, or a
//! function of the few values that change its text), or a `Query` built piece by piece. Each
//! module lists what it runs in its `statements()`, and `all()` gathers them, every variant of a
//! text that changes included, so that a test prepares each against the migrated schema: a
//! renamed column fails there, not when someone opens the screen. That test also fails when a
//! `sql_query` bypasses this module or a declared statement is missing from `all()`.

use std::borrow::Cow;
use std::sync::LazyLock;

use diesel::pg::Pg;
use diesel::query_builder::{AstPass, BoxedSqlQuery, QueryFragment, QueryId, SqlQuery};
use diesel::sql_types::{Array, BigInt, Bool, Date, HasSqlType, Integer, Jsonb, Nullable, SmallInt, Text, Timestamptz, Untyped};
use diesel::{QueryResult, RunQueryDsl};

/// How the schema test checks a statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// `PREPARE`d with its parameters' types: names and types are resolved, nothing runs.
    Prepare,
    /// `PREPARE`d without types, which PostgreSQL infers: a query diesel's DSL builds around raw
    /// fragments, whose binds' types diesel keeps to itself.
    PrepareInferred,
    /// A utility statement PostgreSQL does not prepare (`LISTEN`): run inside a transaction that is
    /// rolled back.
    Run,
}

/// One raw SQL text with its name and the PostgreSQL types of `$1..$n`.
#[derive(Clone, Debug)]
pub struct Statement {
    name: &'static str,
    params: Cow<'static, [&'static str]>,
    sql: Cow<'static, str>,
    check: Check,
    /// Kept prepared though its text has optional filters, which are only residual: see
    /// `planned_once`.
    reviewed: bool,
}

impl Statement {
    pub const fn new(name: &'static str, params: &'static [&'static str], sql: &'static str) -> Statement {
        Statement { name, params: Cow::Borrowed(params), sql: Cow::Borrowed(sql), check: Check::Prepare, reviewed: false }
    }

    /// A statement whose text is put together at run time, from shared pieces or from the value
    /// of a variant (a table's name, an optional condition): `all()` lists each variant.
    pub fn made(name: &'static str, params: &'static [&'static str], sql: String) -> Statement {
        Statement { name, params: Cow::Borrowed(params), sql: Cow::Owned(sql), check: Check::Prepare, reviewed: false }
    }

    /// Kept prepared though its text has an optional filter (`$n IS NULL OR ...`): for a statement
    /// whose rows are found by a condition that is always there (`lesson = ANY($1)`), so that the
    /// optional ones only sift what that finds and the same plan serves every value.
    pub const fn planned_once(mut self) -> Statement {
        self.reviewed = true;
        self
    }

    /// A query of diesel's DSL that holds raw SQL (`dsl::sql` fragments), as the text diesel sends
    /// for it: PostgreSQL infers the types of its parameters from where they stand.
    pub(crate) fn rendered<Q: QueryFragment<Pg>>(name: &'static str, query: Q) -> Statement {
        let text = diesel::debug_query::<Pg, _>(&query).to_string();
        let sql = text.split(" -- binds: ").next().unwrap_or_default().to_string();
        Statement { name, params: Cow::Borrowed(&[]), sql: Cow::Owned(sql), check: Check::PrepareInferred, reviewed: false }
    }

    /// A utility statement without parameters, which the schema test runs in a rolled-back
    /// transaction.
    pub fn utility(name: &'static str, sql: String) -> Statement {
        Statement { name, params: Cow::Borrowed(&[]), sql: Cow::Owned(sql), check: Check::Run, reviewed: false }
    }

    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The PostgreSQL types of `$1..$n`, in order.
    pub fn params(&self) -> &[&'static str] {
        &self.params
    }

    pub fn sql(&self) -> &str {
        &self.sql
    }

    pub fn check(&self) -> Check {
        self.check
    }

    /// The statement to bind and run.
    pub(crate) fn query<'f>(&self) -> Prepared<'f> {
        Prepared::new(&self.sql, self.check != Check::Run && (self.reviewed || kept_prepared(&self.sql)))
    }
}

/// Whether a text is kept prepared on the connection and planned once for its later runs, not
/// planned again on each. Every text of the adapter is one of a known few (`all()`), so keeping
/// them is bounded; but PostgreSQL may settle on a generic plan after five runs, and a plan chosen
/// without the values is a trap where the values decide the plan: an optional filter (`$1 IS
/// NULL OR ...`), under which an index serves only when the filter is on, and a search pattern,
/// whose matches may be ten or a million. Those are planned on each run, unless the statement
/// says its optional filters are residual (`Statement::planned_once`).
fn kept_prepared(sql: &str) -> bool {
    let upper = sql.to_ascii_uppercase();
    !upper.contains(" IS NULL OR ") && !upper.contains(" LIKE ") && !upper.contains(" ILIKE ")
}

/// A declared text with its bound values, run as a `sql_query` runs (rows read by name), but
/// kept prepared on the connection where `kept_prepared` allows: parsed and planned once per
/// connection and text instead of on every request.
#[must_use = "a statement runs only when loaded or executed"]
pub(crate) struct Prepared<'f> {
    q: BoxedSqlQuery<'f, Pg, SqlQuery>,
    sql: String,
    keep: bool,
}

impl<'f> Prepared<'f> {
    fn new(sql: &str, keep: bool) -> Prepared<'f> {
        Prepared { q: diesel::sql_query("").into_boxed(), sql: String::new(), keep }.sql(sql)
    }

    pub(crate) fn bind<ST, V>(mut self, value: V) -> Prepared<'f>
    where
        Pg: HasSqlType<ST>,
        V: diesel::serialize::ToSql<ST, Pg> + Send + 'f,
        ST: Send + 'f,
    {
        self.q = self.q.bind::<ST, V>(value);
        self
    }

    fn sql(mut self, sql: &str) -> Prepared<'f> {
        self.q = self.q.sql(sql);
        self.sql.push_str(sql);
        self
    }
}

impl QueryFragment<Pg> for Prepared<'_> {
    fn walk_ast<'b>(&'b self, out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        self.q.walk_ast(out)
    }

    // The raw text inside would say no: it is one of the declared few, and kept by the text.
    fn is_safe_to_cache_prepared(&self, _: &Pg) -> QueryResult<bool> {
        Ok(self.keep)
    }
}

impl QueryId for Prepared<'_> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl diesel::query_builder::Query for Prepared<'_> {
    type SqlType = Untyped;
}

impl<Conn> RunQueryDsl<Conn> for Prepared<'_> {}

/// The PostgreSQL name of a diesel SQL type a `Query` binds.
pub(crate) trait PgName {
    const NAME: &'static str;
}

macro_rules! pg_names {
    ($($ty:ty => $name:literal),* $(,)?) => {
        $(impl PgName for $ty {
            const NAME: &'static str = $name;
        })*
    };
}

pg_names! {
    BigInt => "int8",
    Integer => "int4",
    SmallInt => "int2",
    Text => "text",
    Bool => "bool",
    Date => "date",
    Timestamptz => "timestamptz",
    Jsonb => "jsonb",
    Array<BigInt> => "int8[]",
    Array<Integer> => "int4[]",
    Array<Text> => "text[]",
    Array<Date> => "date[]",
}

impl<T: PgName> PgName for Nullable<T> {
    const NAME: &'static str = T::NAME;
}

/// Raw SQL put together piece by piece with its bound values: each bind writes the next `$n`
/// placeholder where it is added. It keeps its text and its parameters' types, so that `all()`
/// lists what a builder makes of each of its variants, and runs kept prepared as a declared
/// text does.
pub(crate) struct Query {
    pub(crate) q: Prepared<'static>,
    name: &'static str,
    params: Vec<&'static str>,
}

impl Query {
    pub(crate) fn new(name: &'static str, sql: &str) -> Query {
        Query { q: Prepared::new(sql, kept_prepared(sql)), name, params: Vec::new() }
    }

    pub(crate) fn sql(mut self, sql: &str) -> Query {
        self.q = self.q.sql(sql);
        self.q.keep = kept_prepared(&self.q.sql);
        self
    }

    pub(crate) fn bind<ST, V>(mut self, value: V) -> Query
    where
        Pg: HasSqlType<ST>,
        V: diesel::serialize::ToSql<ST, Pg> + Send + 'static,
        ST: PgName + Send + 'static,
    {
        self.params.push(ST::NAME);
        let placeholder = format!("${}", self.params.len());
        self.q = self.q.sql(&placeholder).bind::<ST, V>(value);
        self
    }

    /// The text this query runs, with its parameters' types.
    pub(crate) fn statement(&self) -> Statement {
        Statement {
            name: self.name,
            params: Cow::Owned(self.params.clone()),
            sql: Cow::Owned(self.q.sql.clone()),
            check: Check::Prepare,
            reviewed: false,
        }
    }
}

static JOIN_ORDER_WRITTEN: LazyLock<Statement> =
    LazyLock::new(|| Statement::utility("planner.join_order_written", "SET LOCAL join_collapse_limit = 1".into()));
static JOIN_ORDER_SEARCHED: LazyLock<Statement> =
    LazyLock::new(|| Statement::utility("planner.join_order_searched", "SET LOCAL join_collapse_limit TO DEFAULT".into()));

/// Runs `read` (in the transaction of `conn`) with the planner joining its tables in the order
/// they are written, then lets it search again. For a statement that reads one table by its
/// filters and then the names of what each row refers to by key (ten tables for a lesson): that
/// order is the best one, and searching every other cost five times the read (5 ms of planning
/// for 1 ms of work on the national data set).
pub(crate) fn in_written_join_order<T>(
    conn: &mut diesel::PgConnection,
    read: impl FnOnce(&mut diesel::PgConnection) -> diesel::QueryResult<T>,
) -> diesel::QueryResult<T> {
    use diesel::RunQueryDsl;
    JOIN_ORDER_WRITTEN.query().execute(conn)?;
    let read = read(conn)?;
    JOIN_ORDER_SEARCHED.query().execute(conn)?;
    Ok(read)
}

/// Every scope a list is asked in, for the variants of the texts a scope changes.
/// Every set of `count` optional conditions a statement can be built with, each as a test of
/// whether condition `i` is on: the variants a builder's statement is prepared in.
pub(crate) fn condition_sets(count: u32) -> impl Iterator<Item = impl Fn(u32) -> bool> {
    (0..1u32 << count).map(|on| move |bit: u32| on & (1 << bit) != 0)
}

pub(crate) fn scopes() -> [domain::actor::Scope; 3] {
    use domain::actor::Scope;
    [Scope::Everywhere, Scope::Institution(domain::ids::InstitutionId::from_stored(1)), Scope::Nowhere]
}

/// Every statement the adapter runs, each variant of a changing text apart: what the schema test
/// prepares.
#[doc(hidden)]
pub fn all() -> Vec<Statement> {
    [
        crate::assessment::statements(),
        crate::audit::statements(),
        crate::buildings::statements(),
        crate::control_sheets::statements(),
        crate::curricula::statements(),
        crate::curriculum_templates::statements(),
        crate::delivered::statements(),
        crate::demo_exams::statements(),
        crate::demo_finance::statements(),
        crate::demo_graduates::statements(),
        crate::demo_journal::statements(),
        crate::demo_orders::statements(),
        crate::demo_portal::statements(),
        crate::demo_scholarships::statements(),
        crate::demo_science::statements(),
        crate::demo_timetable::statements(),
        crate::departments::statements(),
        crate::directions::statements(),
        crate::exams::statements(),
        crate::finance::statements(),
        crate::graduates::statements(),
        crate::groups::statements(),
        crate::institutions::statements(),
        crate::journal::statements(),
        crate::ministry_departments::statements(),
        crate::national::statements(),
        crate::orders::statements(),
        crate::ownership::statements(),
        crate::portal::statements(),
        crate::positions::statements(),
        crate::reports::statements(),
        crate::schedule::statements(),
        crate::scholarships::statements(),
        crate::science::statements(),
        crate::session_cache::statements(),
        crate::staff::statements(),
        crate::standings::statements(),
        crate::store::statements(),
        crate::student_cards::statements(),
        crate::students::statements(),
        crate::study_documents::statements(),
        crate::subject_bundles::statements(),
        crate::subject_types::statements(),
        crate::subjects::statements(),
        crate::timetable::statements(),
        crate::totals::statements(),
        crate::unit_of_work::statements(),
        crate::users::statements(),
        vec![Statement::clone(&JOIN_ORDER_WRITTEN), Statement::clone(&JOIN_ORDER_SEARCHED)],
    ]
    .concat()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_optional_filter_or_a_search_pattern_is_planned_on_each_run() {
        assert!(kept_prepared("SELECT id FROM students WHERE edu_group_id = $1 AND deleted_at IS NULL ORDER BY id"));
        assert!(!kept_prepared("SELECT id FROM students WHERE ($1::BIGINT IS NULL OR institution_id = $1)"));
        assert!(!kept_prepared("SELECT id FROM citizens WHERE pinfl LIKE $1"));
        assert!(!kept_prepared("SELECT id FROM citizens WHERE last_name ilike $1"));
    }

    #[test]
    fn a_statement_keeps_its_text_prepared_unless_its_plan_depends_on_the_values() {
        let kept = |statement: &Statement| statement.query().keep;
        assert!(kept(&Statement::new("t.plain", &["int8"], "SELECT 1 AS one WHERE $1 > 0")));
        let optional = Statement::new("t.optional", &["int8", "int8"], "SELECT 1 AS one WHERE id = ANY($1) AND ($2 IS NULL OR id = $2)");
        assert!(!kept(&optional));
        assert!(kept(&optional.planned_once()));
        assert!(!kept(&Statement::utility("t.utility", "SET LOCAL join_collapse_limit = 1".into())));
        let built = Query::new("t.built", "SELECT 1 AS one WHERE TRUE").sql(" AND id = ").bind::<BigInt, _>(1_i64);
        assert!(built.q.keep);
        assert!(!built.sql(" AND ($2 IS NULL OR x = $2)").q.keep);
    }
}
