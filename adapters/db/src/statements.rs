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
use diesel::query_builder::{BoxedSqlQuery, QueryFragment, SqlQuery};
use diesel::sql_types::{Array, BigInt, Bool, Date, Integer, Jsonb, Nullable, SmallInt, Text, Timestamptz};

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
}

impl Statement {
    pub const fn new(name: &'static str, params: &'static [&'static str], sql: &'static str) -> Statement {
        Statement { name, params: Cow::Borrowed(params), sql: Cow::Borrowed(sql), check: Check::Prepare }
    }

    /// A statement whose text is put together at run time, from shared pieces or from the value
    /// of a variant (a table's name, an optional condition): `all()` lists each variant.
    pub fn made(name: &'static str, params: &'static [&'static str], sql: String) -> Statement {
        Statement { name, params: Cow::Borrowed(params), sql: Cow::Owned(sql), check: Check::Prepare }
    }

    /// A query of diesel's DSL that holds raw SQL (`dsl::sql` fragments), as the text diesel sends
    /// for it: PostgreSQL infers the types of its parameters from where they stand.
    pub(crate) fn rendered<Q: QueryFragment<Pg>>(name: &'static str, query: Q) -> Statement {
        let text = diesel::debug_query::<Pg, _>(&query).to_string();
        let sql = text.split(" -- binds: ").next().unwrap_or_default().to_string();
        Statement { name, params: Cow::Borrowed(&[]), sql: Cow::Owned(sql), check: Check::PrepareInferred }
    }

    /// A utility statement without parameters, which the schema test runs in a rolled-back
    /// transaction.
    pub fn utility(name: &'static str, sql: String) -> Statement {
        Statement { name, params: Cow::Borrowed(&[]), sql: Cow::Owned(sql), check: Check::Run }
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
    pub(crate) fn query(&self) -> SqlQuery {
        diesel::sql_query(self.sql.as_ref())
    }
}

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
/// lists what a builder makes of each of its variants.
pub(crate) struct Query {
    pub(crate) q: BoxedSqlQuery<'static, Pg, SqlQuery>,
    name: &'static str,
    sql: String,
    params: Vec<&'static str>,
}

impl Query {
    pub(crate) fn new(name: &'static str, sql: &str) -> Query {
        Query { q: diesel::sql_query(sql).into_boxed(), name, sql: sql.to_string(), params: Vec::new() }
    }

    pub(crate) fn sql(mut self, sql: &str) -> Query {
        self.q = self.q.sql(sql);
        self.sql.push_str(sql);
        self
    }

    pub(crate) fn bind<ST, V>(mut self, value: V) -> Query
    where
        Pg: diesel::sql_types::HasSqlType<ST>,
        V: diesel::serialize::ToSql<ST, Pg> + Send + 'static,
        ST: PgName + Send + 'static,
    {
        self.params.push(ST::NAME);
        let placeholder = format!("${}", self.params.len());
        self.sql.push_str(&placeholder);
        self.q = self.q.sql(placeholder).bind::<ST, V>(value);
        self
    }

    /// The text this query runs, with its parameters' types.
    pub(crate) fn statement(&self) -> Statement {
        Statement { name: self.name, params: Cow::Owned(self.params.clone()), sql: Cow::Owned(self.sql.clone()), check: Check::Prepare }
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
