//! Payments of contracts; each change adds to or takes from its contract's `paid` in the same
//! transaction, so that a contract's total is always the sum of its payments.

use application::ports::PaymentQuery;
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Date, Integer, Text};
use domain::actor::Scope;
use domain::finance::{Money, Payment, PaymentDraft};
use domain::ids::{GroupId, InstitutionId};
use domain::paging::Page;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::roles::escape_like;
use crate::schema::{finance_contracts, finance_payments};
use crate::statements::Statement;
use crate::totals::{page_of_ids, Counter};

#[derive(QueryableByName)]
struct Row {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    contract_id: i64,
    #[diesel(sql_type = Text)]
    contract_number: String,
    #[diesel(sql_type = Text)]
    student_name: String,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = Date)]
    date: NaiveDate,
    #[diesel(sql_type = BigInt)]
    amount: i64,
    #[diesel(sql_type = Text)]
    document_number: String,
    #[diesel(sql_type = Bool)]
    is_prepayment: bool,
    #[diesel(sql_type = Integer)]
    version: i32,
}

const LOAD: Statement = Statement::new(
    "finance.payments.load",
    &["int8[]"],
    "SELECT p.id, p.institution_id, p.contract_id, k.academic_year || '-' || lpad(k.number::TEXT, 4, '0') AS contract_number, \
     trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name) AS student_name, g.name AS group_name, \
     p.date, p.amount, p.document_number, p.is_prepayment, p.version \
     FROM finance_payments p JOIN finance_contracts k ON k.id = p.contract_id JOIN students s ON s.id = k.student_id \
     JOIN citizens c ON c.id = s.citizen_id JOIN edu_groups g ON g.id = k.edu_group_id WHERE p.id = ANY($1)",
);

fn load(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<Payment>, AppError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<Row> = LOAD.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    let mut payments: Vec<Payment> = rows
        .into_iter()
        .map(|r| Payment {
            id: r.id,
            institution_id: InstitutionId::from_stored(r.institution_id),
            contract_id: r.contract_id,
            contract_number: r.contract_number,
            student_name: r.student_name,
            edu_group_name: r.group_name,
            date: r.date,
            amount: Money::from_stored(r.amount),
            document_number: r.document_number,
            prepayment: r.is_prepayment,
            version: Version::new(r.version),
        })
        .collect();
    payments.sort_by_key(|p| ids.iter().position(|id| *id == p.id));
    Ok(payments)
}

pub(super) fn find(conn: &mut PgConnection, id: i64) -> Result<Option<Payment>, AppError> {
    Ok(load(conn, &[id])?.pop())
}

type Boxed<'a> = diesel::dsl::IntoBoxed<'a, finance_payments::table, Pg>;

fn matching(query: &PaymentQuery) -> Boxed<'_> {
    let mut q = finance_payments::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(finance_payments::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(finance_payments::institution_id.eq(id.get()));
    }
    if let Some(contract) = query.contract_id {
        q = q.filter(finance_payments::contract_id.eq(contract));
    }
    if let Some(group) = query.edu_group_id {
        q = q.filter(
            sql::<Bool>("EXISTS (SELECT 1 FROM finance_contracts k WHERE k.id = finance_payments.contract_id AND k.edu_group_id = ")
                .bind::<BigInt, _>(group.get())
                .sql(")"),
        );
    }
    if let Some(from) = query.date_from {
        q = q.filter(finance_payments::date.ge(from));
    }
    if let Some(to) = query.date_to {
        q = q.filter(finance_payments::date.le(to));
    }
    if let Some(search) = &query.search {
        q = q.filter(
            sql::<Bool>("(finance_payments.document_number ILIKE ")
                .bind::<Text, _>(format!("%{}%", escape_like(search)))
                .sql(" OR EXISTS (SELECT 1 FROM finance_contracts k JOIN students s ON s.id = k.student_id JOIN citizens c ON c.id = s.citizen_id \
                      WHERE k.id = finance_payments.contract_id AND (")
                .sql(&crate::citizens::search_name("c"))
                .sql(" ILIKE ")
                .bind::<Text, _>(crate::citizens::name_pattern(search))
                .sql(" OR k.academic_year || '-' || lpad(k.number::TEXT, 4, '0') = ")
                .bind::<Text, _>(search.trim().to_string())
                .sql(")))"),
        );
    }
    q
}

pub(super) fn list(conn: &mut PgConnection, query: &PaymentQuery) -> Result<Page<Payment>, AppError> {
    let plain = query.contract_id.is_none()
        && query.edu_group_id.is_none()
        && query.date_from.is_none()
        && query.date_to.is_none()
        && query.search.is_none();
    let counter = plain.then(|| Counter::scoped("finance_payment", query.scope, query.institution_id)).flatten();
    let page = matching(query)
        .order((finance_payments::date.desc(), finance_payments::id.desc()))
        .select(finance_payments::id)
        .limit(query.page.limit())
        .offset(query.page.offset());
    let (ids, total) = page_of_ids(conn, page, counter, || matching(query).select(finance_payments::id)).map_err(internal)?;
    Ok(Page::new(load(conn, &ids)?, total))
}

/// Adds `delta` tiyin to the contract's payments.
fn add_paid(conn: &mut PgConnection, contract: i64, delta: i64) -> Result<(), AppError> {
    diesel::update(finance_contracts::table.find(contract))
        .set((finance_contracts::paid.eq(finance_contracts::paid + delta), finance_contracts::updated_at.eq(Utc::now())))
        .execute(conn)
        .map_err(internal)?;
    Ok(())
}

pub(super) fn insert(conn: &mut PgConnection, institution: InstitutionId, draft: &PaymentDraft) -> Result<Payment, AppError> {
    let id: i64 = diesel::insert_into(finance_payments::table)
        .values((
            finance_payments::institution_id.eq(institution.get()),
            finance_payments::contract_id.eq(draft.contract_id),
            finance_payments::date.eq(draft.date),
            finance_payments::amount.eq(draft.amount.tiyin()),
            finance_payments::document_number.eq(&draft.document_number),
            finance_payments::is_prepayment.eq(draft.prepayment),
        ))
        .returning(finance_payments::id)
        .get_result(conn)
        .map_err(internal)?;
    add_paid(conn, draft.contract_id, draft.amount.tiyin())?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn save(conn: &mut PgConnection, before: &Payment, draft: &PaymentDraft, version: Version) -> Result<Payment, AppError> {
    let changed =
        diesel::update(finance_payments::table.filter(finance_payments::id.eq(before.id).and(finance_payments::version.eq(version.get()))))
            .set((
                finance_payments::date.eq(draft.date),
                finance_payments::amount.eq(draft.amount.tiyin()),
                finance_payments::document_number.eq(&draft.document_number),
                finance_payments::is_prepayment.eq(draft.prepayment),
                finance_payments::version.eq(finance_payments::version + 1),
                finance_payments::updated_at.eq(Utc::now()),
            ))
            .execute(conn)
            .map_err(internal)?;
    stale_unless_changed(changed)?;
    add_paid(conn, before.contract_id, draft.amount.tiyin() - before.amount.tiyin())?;
    find(conn, before.id)?.ok_or(AppError::NotFound)
}

pub(super) fn delete(conn: &mut PgConnection, payment: &Payment) -> Result<(), AppError> {
    diesel::delete(finance_payments::table.find(payment.id)).execute(conn).map_err(internal)?;
    add_paid(conn, payment.contract_id, -payment.amount.tiyin())
}

#[derive(QueryableByName)]
struct Matchable {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = diesel::sql_types::SmallInt)]
    academic_year: i16,
    #[diesel(sql_type = Integer)]
    number: i32,
    #[diesel(sql_type = Text)]
    pinfl: String,
    #[diesel(sql_type = BigInt)]
    charged: i64,
    #[diesel(sql_type = BigInt)]
    paid: i64,
}

const MATCHABLE: Statement = Statement::new(
    "finance.payments.matchable",
    &["int8"],
    "SELECT k.id, k.academic_year, k.number, c.pinfl, k.charged, k.paid FROM finance_contracts k \
     JOIN students s ON s.id = k.student_id JOIN citizens c ON c.id = s.citizen_id WHERE k.institution_id = $1 FOR UPDATE OF k",
);

pub(super) fn matchable(
    conn: &mut PgConnection,
    institution: InstitutionId,
) -> Result<Vec<application::ports::MatchableContract>, AppError> {
    let rows: Vec<Matchable> = MATCHABLE.query().bind::<BigInt, _>(institution.get()).load(conn).map_err(internal)?;
    Ok(rows
        .into_iter()
        .map(|r| application::ports::MatchableContract {
            id: r.id,
            academic_year: i32::from(r.academic_year),
            number: r.number,
            pinfl: r.pinfl,
            charged: Money::from_stored(r.charged),
            paid: Money::from_stored(r.paid),
        })
        .collect())
}

pub(super) fn imported_keys(conn: &mut PgConnection, institution: InstitutionId, keys: &[String]) -> Result<Vec<String>, AppError> {
    let found: Vec<Option<String>> = finance_payments::table
        .filter(finance_payments::institution_id.eq(institution.get()))
        .filter(finance_payments::statement_key.eq_any(keys))
        .select(finance_payments::statement_key)
        .load(conn)
        .map_err(internal)?;
    Ok(found.into_iter().flatten().collect())
}

const ADD_PAID: Statement = Statement::new(
    "finance.payments.add_paid",
    &["int8[]", "int8[]"],
    "UPDATE finance_contracts k SET paid = k.paid + s.total, updated_at = now() \
     FROM (SELECT unnest($1::BIGINT[]) AS id, unnest($2::BIGINT[]) AS total) s WHERE k.id = s.id",
);

pub(super) fn insert_statement(
    conn: &mut PgConnection,
    institution: InstitutionId,
    payments: &[application::ports::StatementPayment],
) -> Result<Vec<i64>, AppError> {
    let mut ids = Vec::with_capacity(payments.len());
    for chunk in payments.chunks(2_000) {
        let values: Vec<_> = chunk
            .iter()
            .map(|p| {
                (
                    finance_payments::institution_id.eq(institution.get()),
                    finance_payments::contract_id.eq(p.contract_id),
                    finance_payments::date.eq(p.date),
                    finance_payments::amount.eq(p.amount.tiyin()),
                    finance_payments::document_number.eq(&p.document_number),
                    finance_payments::is_prepayment.eq(p.prepayment),
                    finance_payments::statement_key.eq(Some(&p.key)),
                )
            })
            .collect();
        let made: Vec<i64> = diesel::insert_into(finance_payments::table)
            .values(values)
            .returning(finance_payments::id)
            .get_results(conn)
            .map_err(internal)?;
        ids.extend(made);
    }
    let mut totals: std::collections::BTreeMap<i64, i64> = std::collections::BTreeMap::new();
    for p in payments {
        *totals.entry(p.contract_id).or_default() += p.amount.tiyin();
    }
    let (contracts, sums): (Vec<i64>, Vec<i64>) = totals.into_iter().unzip();
    ADD_PAID.query().bind::<Array<BigInt>, _>(contracts).bind::<Array<BigInt>, _>(sums).execute(conn).map_err(internal)?;
    Ok(ids)
}

pub(crate) fn statements() -> Vec<Statement> {
    let query = PaymentQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        contract_id: None,
        edu_group_id: Some(GroupId::from_stored(1)),
        date_from: None,
        date_to: None,
        search: Some("x".into()),
        page: domain::paging::PageRequest::largest(),
    };
    vec![Statement::rendered("finance.payments.matching", matching(&query).select(finance_payments::id)), LOAD, MATCHABLE, ADD_PAID]
}
