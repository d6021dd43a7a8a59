//! The academic year's report grouped in the database: charged by the month of each contract's
//! date, paid by the month of each payment, and the same per institution; every figure a sum of
//! stored integers, so the months and the institutions add up to the same totals.

use application::ports::{FinanceReport, InstitutionFinance, MonthFinance};
use application::AppError;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, SmallInt, Text};
use domain::finance::Money;
use domain::ids::InstitutionId;
use domain::multilingual::MultilingualName;

use crate::errors::internal;

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

/// The month of the academic year a date falls in: before September is September, after August is August.
const MONTH: &str = "least(11, greatest(0, (extract(year FROM {d})::INT - $1) * 12 + extract(month FROM {d})::INT - 9))";

pub(super) fn report(conn: &mut PgConnection, institution: Option<InstitutionId>, year: i32) -> Result<FinanceReport, AppError> {
    let only = if institution.is_some() { " AND k.institution_id = $2" } else { " AND $2 = 0" };
    let months: Vec<Month> = diesel::sql_query(format!(
        "SELECT m, sum(charged)::BIGINT AS charged, sum(paid)::BIGINT AS paid FROM ( \
           SELECT {} AS m, k.charged, 0::BIGINT AS paid FROM finance_contracts k WHERE k.academic_year = $1{only} \
           UNION ALL \
           SELECT {} AS m, 0::BIGINT, p.amount FROM finance_payments p JOIN finance_contracts k ON k.id = p.contract_id \
           WHERE k.academic_year = $1{only}) t GROUP BY m ORDER BY m",
        MONTH.replace("{d}", "k.date"),
        MONTH.replace("{d}", "p.date"),
    ))
    .bind::<Integer, _>(year)
    .bind::<BigInt, _>(institution.map_or(0, InstitutionId::get))
    .load(conn)
    .map_err(internal)?;
    let lines: Vec<Line> = diesel::sql_query(format!(
        "SELECT k.institution_id, i.name_uz, i.name_ru, i.name_en, count(*) AS contracts, sum(k.charged)::BIGINT AS charged, \
                sum(k.paid)::BIGINT AS paid \
         FROM finance_contracts k JOIN institutions i ON i.id = k.institution_id WHERE k.academic_year = $1::SMALLINT{only} \
         GROUP BY k.institution_id, i.name_uz, i.name_ru, i.name_en ORDER BY i.name_uz"
    ))
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
                name: MultilingualName::from_stored(l.name_uz, l.name_ru, l.name_en),
                contracts: l.contracts,
                charged: Money::from_stored(l.charged),
                paid: Money::from_stored(l.paid),
            })
            .collect(),
    })
}
