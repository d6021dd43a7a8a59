//! The whole country's figures, prepared in the background (`PgStore::prepare_national_figures`)
//! and kept in the process: the ministry's dashboard, the institutions compared, the directions,
//! the finance report and the debts by institution. Summing the country's counters costs
//! milliseconds, too much for every ministry user's home page at once; reading prepared figures
//! costs a copy. Each answer carries the time its figures were prepared, which the screens show.
//! An institution's own figures and every filtered view are read at the request; so is everything
//! until the first preparation, and always when the server is told not to prepare.

use std::collections::BTreeMap;
use std::sync::{Arc, RwLock};

use application::ports::{
    DebtLevel, DebtQuery, DebtRow, DebtTotals, Debts, DirectionFigures, FinanceReport, InstitutionFigures, Summary, TallyFilter,
};
use application::AppError;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::SmallInt;
use domain::actor::Scope;
use domain::finance::{accrual, Money};
use domain::paging::{Page, PageRequest};

use crate::errors::internal;
use crate::statements::Statement;
use crate::store::PgStore;

/// The figures of the whole country as of `at`.
pub(crate) struct National {
    pub(crate) at: DateTime<Utc>,
    pub(crate) summary: Summary,
    /// Every institution, in the order of the report (by name).
    pub(crate) institutions: Vec<InstitutionFigures>,
    pub(crate) directions: Vec<DirectionFigures>,
    /// The finance report of each academic year with contracts.
    pub(crate) finance: BTreeMap<i32, FinanceReport>,
    /// The institutions' debts of each academic year (`None`: of every year), the largest first.
    pub(crate) debts: BTreeMap<Option<i32>, Vec<DebtRow>>,
}

/// The last prepared figures of this process, if any.
#[derive(Default)]
pub(crate) struct Prepared(RwLock<Option<Arc<National>>>);

impl Prepared {
    pub(crate) fn get(&self) -> Option<Arc<National>> {
        // The lock only guards the swap of an `Arc`, which cannot panic, so it is never poisoned.
        self.0.read().map_or_else(|poisoned| poisoned.into_inner().clone(), |held| held.clone())
    }

    fn set(&self, national: National) {
        *self.0.write().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(Arc::new(national));
    }
}

/// Every row of a list read as one page, refused rather than cut if the page could not hold them.
fn whole<T>(page: Page<T>) -> Result<Vec<T>, AppError> {
    if page.count > page.items.len() as i64 {
        return Err(AppError::Internal(format!("{} rows do not fit the prepared figures' one page", page.count)));
    }
    Ok(page.items)
}

fn debts_of_institutions(academic_year: Option<i32>) -> DebtQuery {
    DebtQuery {
        scope: Scope::Everywhere,
        level: DebtLevel::Institution,
        institution_id: None,
        edu_group_id: None,
        academic_year,
        status: None,
        page: PageRequest::largest(),
    }
}

#[derive(QueryableByName)]
struct Year {
    #[diesel(sql_type = SmallInt)]
    academic_year: i16,
}

const FINANCE_YEARS: Statement =
    Statement::new("national.finance_years", &[], "SELECT DISTINCT academic_year FROM finance_tallies ORDER BY academic_year");

/// Reads the country's figures now and keeps them for the reads that follow.
pub(crate) fn prepare(store: &PgStore) -> Result<(), AppError> {
    let at = Utc::now();
    let mut conn = store.lagging_conn()?;
    let summary = crate::reports::summary_of(&mut conn, None)?;
    let institutions = whole(crate::reports::institutions_of(&mut conn, Scope::Everywhere, None, PageRequest::largest())?)?;
    let directions = whole(crate::reports::directions_of(&mut conn, &TallyFilter::default())?)?;
    let years: Vec<Year> = FINANCE_YEARS.query().load(&mut conn).map_err(internal)?;
    let mut finance = BTreeMap::new();
    let mut debts = BTreeMap::new();
    for year in years.iter().map(|y| i32::from(y.academic_year)).map(Some).chain([None]) {
        if let Some(year) = year {
            finance.insert(year, crate::finance::report_of(&mut conn, None, year)?);
        }
        debts.insert(year, whole(crate::finance::debts_of(&mut conn, &debts_of_institutions(year))?.rows)?);
    }
    store.national.set(National { at, summary, institutions, directions, finance, debts });
    Ok(())
}

impl National {
    /// The institutions of a region (or all) as the report pages them.
    pub(crate) fn institutions(&self, region: Option<&str>, page: PageRequest) -> Page<InstitutionFigures> {
        let of_region = self.institutions.iter().filter(|f| region.is_none_or(|r| f.region == r)).cloned();
        Page::slice(of_region, page).prepared_at(self.at)
    }

    /// The finance report of a year with contracts.
    pub(crate) fn finance(&self, academic_year: i32) -> Option<FinanceReport> {
        let report = self.finance.get(&academic_year)?;
        Some(FinanceReport { prepared_at: Some(self.at), ..report.clone() })
    }

    /// Every direction, as one page.
    pub(crate) fn directions(&self) -> Page<DirectionFigures> {
        Page::slice(self.directions.iter().cloned(), PageRequest::largest()).prepared_at(self.at)
    }

    /// The debts a query asks for, if they are the institutions' of the whole country.
    pub(crate) fn debts(&self, query: &DebtQuery) -> Option<Debts> {
        let national = query.scope == Scope::Everywhere
            && query.level == DebtLevel::Institution
            && query.institution_id.is_none()
            && query.edu_group_id.is_none();
        let rows = self.debts.get(&query.academic_year).filter(|_| national)?;
        let matching: Vec<&DebtRow> =
            rows.iter().filter(|r| query.status.is_none_or(|status| accrual::debt(r.charged, r.paid).1 == status)).collect();
        let totals = DebtTotals {
            contracts: matching.iter().map(|r| r.contracts).sum(),
            charged: Money::sum(matching.iter().map(|r| r.charged)),
            paid: Money::sum(matching.iter().map(|r| r.paid)),
        };
        Some(Debts { rows: Page::slice(matching.into_iter().cloned(), query.page).prepared_at(self.at), totals })
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![FINANCE_YEARS]
}
