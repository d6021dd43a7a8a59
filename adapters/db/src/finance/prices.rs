//! The base amounts and an institution's prices.

use crate::stored;
use application::ports::PriceQuery;
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool};
use domain::actor::Scope;
use domain::curriculum::EduForm;
use domain::finance::{BaseAmount, BaseAmountDraft, Coefficient, ContractKind, FinanceRule, Money, Price, PriceDraft, PriceRule};
use domain::ids::{DirectionId, InstitutionId};
use domain::paging::{Page, PageRequest, Total};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::names::{name_of, NameColumns};
use crate::rows::CountRow;
use crate::schema::{edu_directions, finance_base_amounts, finance_prices, institutions};
use crate::statements::Statement;
use crate::totals::{page_of_ids, Counter};

type BaseRow = (i64, i64, NaiveDate, i32);

fn base(row: BaseRow) -> BaseAmount {
    BaseAmount { id: row.0, amount: Money::from_stored(row.1), effective_from: row.2, version: Version::new(row.3) }
}

fn base_columns(
) -> (finance_base_amounts::id, finance_base_amounts::amount, finance_base_amounts::effective_from, finance_base_amounts::version) {
    (finance_base_amounts::id, finance_base_amounts::amount, finance_base_amounts::effective_from, finance_base_amounts::version)
}

/// Newest first; a short list (one a year or so), counted exactly.
pub(super) fn base_amounts(conn: &mut PgConnection, page: PageRequest) -> Result<Page<BaseAmount>, AppError> {
    let rows: Vec<BaseRow> = finance_base_amounts::table
        .order(finance_base_amounts::effective_from.desc())
        .select(base_columns())
        .limit(page.limit())
        .offset(page.offset())
        .load(conn)
        .map_err(internal)?;
    let count: i64 = finance_base_amounts::table.count().get_result(conn).map_err(internal)?;
    Ok(Page::new(rows.into_iter().map(base).collect(), Total::Exact(count)))
}

pub(super) fn all_base_amounts(conn: &mut PgConnection) -> Result<Vec<BaseAmount>, AppError> {
    let rows: Vec<BaseRow> = finance_base_amounts::table.select(base_columns()).load(conn).map_err(internal)?;
    Ok(rows.into_iter().map(base).collect())
}

pub(super) fn base_amount(conn: &mut PgConnection, id: i64) -> Result<Option<BaseAmount>, AppError> {
    let row: Option<BaseRow> = finance_base_amounts::table.find(id).select(base_columns()).first(conn).optional().map_err(internal)?;
    Ok(row.map(base))
}

fn date_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("finance_base_amounts_date_key") => AppError::conflict(FinanceRule::BaseAmountDateTaken),
        _ => internal(error),
    }
}

pub(super) fn insert_base_amount(conn: &mut PgConnection, draft: &BaseAmountDraft) -> Result<BaseAmount, AppError> {
    let row: BaseRow = diesel::insert_into(finance_base_amounts::table)
        .values((finance_base_amounts::amount.eq(draft.amount.tiyin()), finance_base_amounts::effective_from.eq(draft.effective_from)))
        .returning(base_columns())
        .get_result(conn)
        .map_err(date_taken)?;
    Ok(base(row))
}

pub(super) fn save_base_amount(
    conn: &mut PgConnection,
    id: i64,
    draft: &BaseAmountDraft,
    version: Version,
) -> Result<BaseAmount, AppError> {
    let changed = diesel::update(
        finance_base_amounts::table.filter(finance_base_amounts::id.eq(id).and(finance_base_amounts::version.eq(version.get()))),
    )
    .set((
        finance_base_amounts::amount.eq(draft.amount.tiyin()),
        finance_base_amounts::effective_from.eq(draft.effective_from),
        finance_base_amounts::version.eq(finance_base_amounts::version + 1),
        finance_base_amounts::updated_at.eq(Utc::now()),
    ))
    .execute(conn)
    .map_err(date_taken)?;
    stale_unless_changed(changed)?;
    base_amount(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn delete_base_amount(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    diesel::delete(finance_base_amounts::table.find(id)).execute(conn).map_err(internal)?;
    Ok(())
}

type PriceRow = (i64, i64, i16, i64, String, String, Option<i32>, Option<i64>, i32, NameColumns, NameColumns);

fn load(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<Price>, AppError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<PriceRow> = finance_prices::table
        .inner_join(institutions::table)
        .inner_join(edu_directions::table)
        .filter(finance_prices::id.eq_any(ids))
        .select((
            finance_prices::id,
            finance_prices::institution_id,
            finance_prices::academic_year,
            finance_prices::edu_direction_id,
            finance_prices::edu_form,
            finance_prices::contract_kind,
            finance_prices::coefficient,
            finance_prices::amount,
            finance_prices::version,
            (institutions::name_uz, institutions::name_uz_cyrl, institutions::name_ru, institutions::name_en),
            (edu_directions::name_uz, edu_directions::name_uz_cyrl, edu_directions::name_ru, edu_directions::name_en),
        ))
        .load(conn)
        .map_err(internal)?;
    let mut prices: Vec<Price> = rows
        .into_iter()
        .map(|(id, institution, year, direction, form, kind, coefficient, amount, version, institution_name, direction_name)| {
            let rule = match (coefficient, amount) {
                (Some(c), _) => PriceRule::Coefficient(Coefficient::from_stored(i64::from(c))),
                (None, Some(amount)) => PriceRule::Fixed(Money::from_stored(amount)),
                (None, None) => return Err(AppError::internal(format!("price {id} has neither a coefficient nor an amount"))),
            };
            Ok(Price {
                id,
                institution_id: InstitutionId::from_stored(institution),
                institution_name: name_of(institution_name),
                edu_direction_name: name_of(direction_name),
                draft: PriceDraft {
                    academic_year: i32::from(year),
                    edu_direction_id: DirectionId::from_stored(direction),
                    edu_form: stored::code(EduForm::parse, &form, "a price's form of study")?,
                    contract_kind: stored::code(ContractKind::parse, &kind, "a price's contract kind")?,
                    rule,
                },
                version: Version::new(version),
            })
        })
        .collect::<Result<_, AppError>>()?;
    prices.sort_by_key(|p| ids.iter().position(|id| *id == p.id));
    Ok(prices)
}

pub(super) fn find(conn: &mut PgConnection, id: i64) -> Result<Option<Price>, AppError> {
    Ok(load(conn, &[id])?.pop())
}

type Boxed<'a> = diesel::dsl::IntoBoxed<'a, finance_prices::table, diesel::pg::Pg>;

fn matching(query: &PriceQuery) -> Boxed<'_> {
    let mut q = finance_prices::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(finance_prices::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(finance_prices::institution_id.eq(id.get()));
    }
    if let Some(year) = query.academic_year {
        q = q.filter(finance_prices::academic_year.eq(year as i16));
    }
    if let Some(direction) = query.edu_direction_id {
        q = q.filter(finance_prices::edu_direction_id.eq(direction.get()));
    }
    if let Some(form) = query.edu_form {
        q = q.filter(finance_prices::edu_form.eq(form.code()));
    }
    if let Some(kind) = query.contract_kind {
        q = q.filter(finance_prices::contract_kind.eq(kind.code()));
    }
    q
}

/// The newest year first, then by direction, form and kind.
pub(super) fn list(conn: &mut PgConnection, query: &PriceQuery) -> Result<Page<Price>, AppError> {
    let plain =
        query.academic_year.is_none() && query.edu_direction_id.is_none() && query.edu_form.is_none() && query.contract_kind.is_none();
    let counter = plain.then(|| Counter::scoped("finance_price", query.scope, query.institution_id)).flatten();
    let page = matching(query)
        .order((
            finance_prices::academic_year.desc(),
            finance_prices::edu_direction_id.asc(),
            finance_prices::edu_form.asc(),
            finance_prices::contract_kind.asc(),
        ))
        .select(finance_prices::id)
        .limit(query.page.limit())
        .offset(query.page.offset());
    let (ids, total) = page_of_ids(conn, page, counter, || matching(query).select(finance_prices::id)).map_err(internal)?;
    Ok(Page::new(load(conn, &ids)?, total))
}

pub(super) fn price_for(
    conn: &mut PgConnection,
    institution: InstitutionId,
    academic_year: i32,
    direction: DirectionId,
    form: EduForm,
    kind: ContractKind,
) -> Result<Option<Price>, AppError> {
    let id: Option<i64> = finance_prices::table
        .filter(finance_prices::institution_id.eq(institution.get()))
        .filter(finance_prices::academic_year.eq(academic_year as i16))
        .filter(finance_prices::edu_direction_id.eq(direction.get()))
        .filter(finance_prices::edu_form.eq(form.code()))
        .filter(finance_prices::contract_kind.eq(kind.code()))
        .select(finance_prices::id)
        .first(conn)
        .optional()
        .map_err(internal)?;
    match id {
        Some(id) => find(conn, id),
        None => Ok(None),
    }
}

fn price_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("finance_prices_key") => AppError::conflict(FinanceRule::PriceTaken),
        _ => internal(error),
    }
}

fn rule_columns(rule: PriceRule) -> (Option<i32>, Option<i64>) {
    match rule {
        PriceRule::Coefficient(c) => (Some(c.hundredths() as i32), None),
        PriceRule::Fixed(amount) => (None, Some(amount.tiyin())),
    }
}

const KNOWN_DIRECTIONS: Statement =
    Statement::new("finance.prices.known_directions", &["int8[]"], "SELECT count(*) AS count FROM edu_directions WHERE id = ANY($1)");

/// A direction that is not in the catalogue is a refused field, not a database error.
fn check_direction(conn: &mut PgConnection, direction: DirectionId) -> Result<(), AppError> {
    let known: i64 = KNOWN_DIRECTIONS
        .query()
        .bind::<Array<BigInt>, _>(vec![direction.get()])
        .get_result::<CountRow>(conn)
        .map(|row| row.count)
        .map_err(internal)?;
    if known == 0 {
        return Err(AppError::Validation(domain::validation::ValidationErrors::single(
            "edu_direction_id",
            domain::validation::Invalid::UnknownValue,
        )));
    }
    Ok(())
}

pub(super) fn insert(conn: &mut PgConnection, institution: InstitutionId, draft: &PriceDraft) -> Result<Price, AppError> {
    check_direction(conn, draft.edu_direction_id)?;
    let (coefficient, amount) = rule_columns(draft.rule);
    let id: i64 = diesel::insert_into(finance_prices::table)
        .values((
            finance_prices::institution_id.eq(institution.get()),
            finance_prices::academic_year.eq(draft.academic_year as i16),
            finance_prices::edu_direction_id.eq(draft.edu_direction_id.get()),
            finance_prices::edu_form.eq(draft.edu_form.code()),
            finance_prices::contract_kind.eq(draft.contract_kind.code()),
            finance_prices::coefficient.eq(coefficient),
            finance_prices::amount.eq(amount),
        ))
        .returning(finance_prices::id)
        .get_result(conn)
        .map_err(price_taken)?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn save(conn: &mut PgConnection, id: i64, draft: &PriceDraft, version: Version) -> Result<Price, AppError> {
    check_direction(conn, draft.edu_direction_id)?;
    let (coefficient, amount) = rule_columns(draft.rule);
    let changed = diesel::update(finance_prices::table.filter(finance_prices::id.eq(id).and(finance_prices::version.eq(version.get()))))
        .set((
            finance_prices::academic_year.eq(draft.academic_year as i16),
            finance_prices::edu_direction_id.eq(draft.edu_direction_id.get()),
            finance_prices::edu_form.eq(draft.edu_form.code()),
            finance_prices::contract_kind.eq(draft.contract_kind.code()),
            finance_prices::coefficient.eq(coefficient),
            finance_prices::amount.eq(amount),
            finance_prices::version.eq(finance_prices::version + 1),
            finance_prices::updated_at.eq(Utc::now()),
        ))
        .execute(conn)
        .map_err(price_taken)?;
    stale_unless_changed(changed)?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn delete(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    diesel::delete(finance_prices::table.find(id)).execute(conn).map_err(internal)?;
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    let query = PriceQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        academic_year: None,
        edu_direction_id: None,
        edu_form: None,
        contract_kind: None,
        page: domain::paging::PageRequest::largest(),
    };
    vec![Statement::rendered("finance.prices.matching", matching(&query).select(finance_prices::id)), KNOWN_DIRECTIONS]
}
