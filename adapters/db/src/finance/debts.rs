//! The debts summed in the database per student, group or institution, with the sums of every
//! row of the filter: each is a sum of the stored integers, so a total equals its rows' sum.

use application::ports::{DebtLevel, DebtQuery, DebtRow, DebtTotals, Debts};
use application::AppError;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Nullable, SmallInt, Text};
use domain::actor::Scope;
use domain::finance::{DebtStatus, Money};
use domain::ids::{GroupId, InstitutionId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest, Total};

use crate::errors::internal;
use crate::statements::{Query, Statement};

#[derive(QueryableByName)]
struct Row {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Nullable<Text>)]
    student_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    group_name: Option<String>,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = BigInt)]
    contracts: i64,
    #[diesel(sql_type = BigInt)]
    charged: i64,
    #[diesel(sql_type = BigInt)]
    paid: i64,
}

#[derive(QueryableByName)]
struct Sums {
    #[diesel(sql_type = BigInt)]
    rows: i64,
    #[diesel(sql_type = BigInt)]
    contracts: i64,
    #[diesel(sql_type = BigInt)]
    charged: i64,
    #[diesel(sql_type = BigInt)]
    paid: i64,
}

/// The grouped rows of the filter, as a sub-query after `head`: `SELECT ... GROUP BY ... HAVING ...`.
fn grouped(query: &DebtQuery, head: Query) -> Query {
    if query.level == DebtLevel::Institution && query.edu_group_id.is_none() {
        return tallied(query, head);
    }
    let (id, student, group, group_by) = match query.level {
        DebtLevel::Student => (
            "k.student_id",
            "min(trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name))",
            "min(g.name)",
            "k.student_id, k.institution_id, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en",
        ),
        DebtLevel::Group => (
            "k.edu_group_id",
            "NULL::TEXT",
            "min(g.name)",
            "k.edu_group_id, k.institution_id, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en",
        ),
        DebtLevel::Institution => {
            ("k.institution_id", "NULL::TEXT", "NULL::TEXT", "k.institution_id, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en")
        }
    };
    let joins = match query.level {
        DebtLevel::Student => {
            "JOIN students s ON s.id = k.student_id JOIN citizens c ON c.id = s.citizen_id JOIN edu_groups g ON g.id = k.edu_group_id"
        }
        DebtLevel::Group => "JOIN edu_groups g ON g.id = k.edu_group_id",
        DebtLevel::Institution => "",
    };
    let mut q = head.sql(&format!(
        "SELECT {id} AS id, {student} AS student_name, {group} AS group_name, k.institution_id, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, \
                count(*) AS contracts, sum(k.charged)::BIGINT AS charged, sum(k.paid)::BIGINT AS paid \
         FROM finance_contracts k JOIN institutions i ON i.id = k.institution_id {joins} WHERE TRUE"
    ));
    q = within(q, query, "k");
    if let Some(group) = query.edu_group_id {
        q = q.sql(" AND k.edu_group_id = ").bind::<BigInt, _>(group.get());
    }
    q = q.sql(&format!(" GROUP BY {group_by} HAVING TRUE"));
    having_status(q, query.status, "k")
}

/// The institutions' rows from the finance tallies the database keeps (migration
/// `finance_tallies`): a few rows per institution and month instead of every contract of the
/// country. An institution's contracts, charged and paid are the sums of its contracts' stored
/// `charged` and `paid`, since a contract's `paid` is the sum of its payments.
fn tallied(query: &DebtQuery, head: Query) -> Query {
    // Summed per institution first, so that the names join a row per institution.
    let mut q = head.sql(
        "SELECT t.institution_id AS id, NULL::TEXT AS student_name, NULL::TEXT AS group_name, t.institution_id, \
                i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, t.contracts, t.charged, t.paid FROM ( \
           SELECT f.institution_id, sum(f.contracts)::BIGINT AS contracts, sum(f.charged)::BIGINT AS charged, \
                  sum(f.paid)::BIGINT AS paid FROM finance_tallies f WHERE TRUE",
    );
    q = within(q, query, "f");
    q = q.sql(" GROUP BY f.institution_id HAVING sum(f.contracts) > 0");
    having_status(q, query.status, "f").sql(") t JOIN institutions i ON i.id = t.institution_id")
}

/// The caller's scope, the institution and the academic year asked for, on the table aliased `of`
/// (contracts and tallies both hold `institution_id` and `academic_year`).
fn within(q: Query, query: &DebtQuery, of: &str) -> Query {
    let mut q = match query.scope {
        Scope::Everywhere => q,
        Scope::Institution(own) => q.sql(&format!(" AND {of}.institution_id = ")).bind::<BigInt, _>(own.get()),
        Scope::Nowhere => q.sql(" AND FALSE"),
    };
    if let Some(institution) = query.institution_id {
        q = q.sql(&format!(" AND {of}.institution_id = ")).bind::<BigInt, _>(institution.get());
    }
    if let Some(year) = query.academic_year {
        q = q.sql(&format!(" AND {of}.academic_year = ")).bind::<SmallInt, _>(year as i16);
    }
    q
}

/// Only the rows whose sums have the status, after a `HAVING` condition.
fn having_status(q: Query, status: Option<DebtStatus>, of: &str) -> Query {
    match status {
        None => q,
        Some(DebtStatus::Debtor) => q.sql(&format!(" AND sum({of}.charged) > sum({of}.paid)")),
        Some(DebtStatus::Settled) => q.sql(&format!(" AND sum({of}.charged) = sum({of}.paid)")),
        Some(DebtStatus::Overpaid) => q.sql(&format!(" AND sum({of}.charged) < sum({of}.paid)")),
    }
}

/// The sums of every row of the query, and its page of rows.
fn debt_queries(query: &DebtQuery) -> (Query, Query) {
    let head = Query::new(
        "finance.debt_sums",
        "SELECT count(*) AS rows, coalesce(sum(contracts), 0)::BIGINT AS contracts, \
                coalesce(sum(charged), 0)::BIGINT AS charged, coalesce(sum(paid), 0)::BIGINT AS paid FROM (",
    );
    let sums = grouped(query, head).sql(") t");
    let rows = grouped(query, Query::new("finance.debts", "SELECT * FROM ("))
        .sql(") t ORDER BY charged - paid DESC, id LIMIT ")
        .bind::<BigInt, _>(query.page.limit())
        .sql(" OFFSET ")
        .bind::<BigInt, _>(query.page.offset());
    (sums, rows)
}

/// Every level, scope and condition of the debts, on and off.
pub(crate) fn statements() -> Vec<Statement> {
    let mut all = Vec::new();
    for level in [DebtLevel::Student, DebtLevel::Group, DebtLevel::Institution] {
        for scope in crate::statements::scopes() {
            for status in [None, Some(DebtStatus::Debtor), Some(DebtStatus::Settled), Some(DebtStatus::Overpaid)] {
                for has in crate::statements::condition_sets(3) {
                    let query = DebtQuery {
                        scope,
                        level,
                        institution_id: has(0).then(|| InstitutionId::from_stored(1)),
                        edu_group_id: has(1).then(|| GroupId::from_stored(1)),
                        academic_year: has(2).then_some(2025),
                        status,
                        page: PageRequest::largest(),
                    };
                    let (sums, rows) = debt_queries(&query);
                    all.push(sums.statement());
                    all.push(rows.statement());
                }
            }
        }
    }
    all
}

/// A page of the rows, the largest debt first, and the sums of every row of the filter.
/// A page of the rows, the largest debt first, and the sums of every row of the filter.
pub(crate) fn debts(conn: &mut PgConnection, query: &DebtQuery) -> Result<Debts, AppError> {
    let (sums, rows) = debt_queries(query);
    let sums: Sums = sums.q.get_result(conn).map_err(internal)?;
    let rows: Vec<Row> = rows.q.load(conn).map_err(internal)?;
    let rows = rows
        .into_iter()
        .map(|r| DebtRow {
            id: r.id,
            student_name: r.student_name,
            group_name: r.group_name,
            institution_id: InstitutionId::from_stored(r.institution_id),
            institution_name: MultilingualName::from_stored(r.name_uz, r.name_uz_cyrl, r.name_ru, r.name_en),
            contracts: r.contracts,
            charged: Money::from_stored(r.charged),
            paid: Money::from_stored(r.paid),
        })
        .collect();
    Ok(Debts {
        rows: Page::new(rows, Total::Exact(sums.rows)),
        totals: DebtTotals { contracts: sums.contracts, charged: Money::from_stored(sums.charged), paid: Money::from_stored(sums.paid) },
    })
}
