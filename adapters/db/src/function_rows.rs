//! The rows of a database function of a page's ids, as a statement prepared once per connection:
//! `sql_query` text is parsed and planned again on every call, which a list pays on every page.

use diesel::pg::{Pg, PgConnection};
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{Array, BigInt, Untyped};
use diesel::{QueryResult, RunQueryDsl};

/// `SELECT * FROM <function>($1)` with the ids bound; load it into a `QueryableByName` row.
pub(crate) struct FunctionRows<'a> {
    function: &'static str,
    ids: &'a [i64],
}

impl<'a> FunctionRows<'a> {
    pub fn of(function: &'static str, ids: &'a [i64]) -> Self {
        FunctionRows { function, ids }
    }
}

impl QueryFragment<Pg> for FunctionRows<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("SELECT * FROM ");
        out.push_sql(self.function);
        out.push_sql("(");
        out.push_bind_param::<Array<BigInt>, _>(&self.ids)?;
        out.push_sql(")");
        Ok(())
    }
}

// No static id: the statement cache keys it by its text, which names the function.
impl QueryId for FunctionRows<'_> {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for FunctionRows<'_> {
    type SqlType = Untyped;
}

impl RunQueryDsl<PgConnection> for FunctionRows<'_> {}
