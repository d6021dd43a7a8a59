//! The academic year's report from the finance tallies the database keeps with every change of a
//! contract or payment (migration `finance_tallies`): charged by the month of each contract's date,
//! paid by the month of each payment, and the same per institution. A read sums a few rows per
//! institution and month whatever the number of contracts, and every figure is a sum of stored
//! integers, so the months and the institutions add up to the same totals.

use application::ports::{FinanceReport, InstitutionFinance, MonthFinance};
use application::AppError;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, SmallInt, Text};
use domain::finance::Money;
use domain::ids::InstitutionId;
use domain::multilingual::MultilingualName;

use crate::errors::internal;
use crate::statements::Statement;

#[derive(QueryableByName)]
struct Month {
    #[diesel(sql_type = Integer)]
    m: i32,
    #[diesel(sql_type = BigInt)]
    charged: i64,
    #[diesel(sql_type = BigInt)]
    paid: i64,
}

#[derive(QueryableByName)]
struct Line {
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

/// The months of the year: of one institution (`$2`) or of all (`$2` is 0 then).
fn months_statement(one: bool) -> Statement {
    let only = if one { " AND f.institution_id = $2" } else { " AND $2 = 0" };
    Statement::made(
        "finance.report.months",
        &["int2", "int8"],
        format!(
            "SELECT f.month::INT AS m, sum(f.charged)::BIGINT AS charged, sum(f.paid)::BIGINT AS paid FROM finance_tallies f \
             WHERE f.academic_year = $1{only} GROUP BY f.month HAVING sum(f.contracts) > 0 OR sum(f.payments) > 0 ORDER BY f.month"
        ),
    )
}

/// The institutions of the year: one (`$2`) or all (`$2` is 0 then).
fn lines_statement(one: bool) -> Statement {
    let only = if one { " AND f.institution_id = $2" } else { " AND $2 = 0" };
    Statement::made(
        "finance.report.institutions",
        &["int2", "int8"],
        format!(
            "SELECT t.institution_id, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, t.contracts, t.charged, t.paid FROM ( \
               SELECT f.institution_id, sum(f.contracts)::BIGINT AS contracts, sum(f.charged)::BIGINT AS charged, \
                      sum(f.paid)::BIGINT AS paid \
               FROM finance_tallies f WHERE f.academic_year = $1{only} GROUP BY f.institution_id HAVING sum(f.contracts) > 0) t \
             JOIN institutions i ON i.id = t.institution_id ORDER BY i.name_uz"
        ),
    )
}

pub(crate) fn statements() -> Vec<Statement> {
    [true, false].into_iter().flat_map(|one| [months_statement(one), lines_statement(one)]).collect()
}

pub(crate) fn report(conn: &mut PgConnection, institution: Option<InstitutionId>, year: i32) -> Result<FinanceReport, AppError> {
    let months: Vec<Month> = months_statement(institution.is_some())
        .query()
        .bind::<SmallInt, _>(year as i16)
        .bind::<BigInt, _>(institution.map_or(0, InstitutionId::get))
        .load(conn)
        .map_err(internal)?;
    let lines: Vec<Line> = lines_statement(institution.is_some())
        .query()
        .bind::<SmallInt, _>(year as i16)
        .bind::<BigInt, _>(institution.map_or(0, InstitutionId::get))
        .load(conn)
        .map_err(internal)?;
    Ok(FinanceReport {
        months: months
            .into_iter()
            .map(|m| MonthFinance { index: m.m.max(0) as u32, charged: Money::from_stored(m.charged), paid: Money::from_stored(m.paid) })
            .collect(),
        institutions: lines
            .into_iter()
            .map(|l| InstitutionFinance {
                institution_id: InstitutionId::from_stored(l.institution_id),
                name: MultilingualName::from_stored(l.name_uz, l.name_uz_cyrl, l.name_ru, l.name_en),
                contracts: l.contracts,
                charged: Money::from_stored(l.charged),
                paid: Money::from_stored(l.paid),
            })
            .collect(),
        prepared_at: None,
    })
}
