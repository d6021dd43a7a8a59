//! Students' contracts: numbered in order per institution and year, with what they charge (the
//! domain's computation, stored) and the total of their payments.

use crate::stored;
use std::sync::LazyLock;

use application::ports::{ContractOrder, ContractQuery, ContractStudent};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Date, Integer, Nullable, SmallInt, Text};
use domain::actor::Scope;
use domain::curriculum::EduForm;
use domain::finance::{Contract, ContractKind, ContractState, ContractTerms, FinanceRule, Money};
use domain::ids::{DirectionId, GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::roles::escape_like;
use crate::schema::{finance_contract_public_ids as public_ids, finance_contracts};
use crate::statements::Statement;
use crate::totals::{page_of_ids, Counter};

/// A person's full name as the lists show it.
const FULL_NAME: &str = "trim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name)";

#[derive(QueryableByName)]
struct Row {
    #[diesel(sql_type = BigInt)]
    id: i64,
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
    #[diesel(sql_type = Integer)]
    number: i32,
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = Date)]
    date: NaiveDate,
    #[diesel(sql_type = SmallInt)]
    academic_year: i16,
    #[diesel(sql_type = Text)]
    contract_kind: String,
    #[diesel(sql_type = BigInt)]
    amount: i64,
    #[diesel(sql_type = SmallInt)]
    discount_percent: i16,
    #[diesel(sql_type = Nullable<Date>)]
    ended_on: Option<NaiveDate>,
    #[diesel(sql_type = BigInt)]
    paid: i64,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = Text)]
    student_name: String,
    #[diesel(sql_type = Text)]
    pinfl: String,
    #[diesel(sql_type = Integer)]
    version: i32,
    #[diesel(sql_type = Text)]
    public_id: String,
}

static LOAD: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made("finance.contracts.load", &["int8[]"], format!("SELECT k.id, k.institution_id, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, k.number, k.student_id, k.date, k.academic_year, \
         k.contract_kind, k.amount, k.discount_percent, k.ended_on, k.paid, k.edu_group_id, g.name AS group_name, \
         {FULL_NAME} AS student_name, c.pinfl, k.version, p.public_id::text AS public_id \
         FROM finance_contracts k JOIN institutions i ON i.id = k.institution_id JOIN students s ON s.id = k.student_id \
         JOIN citizens c ON c.id = s.citizen_id JOIN edu_groups g ON g.id = k.edu_group_id \
         JOIN finance_contract_public_ids p ON p.contract_id = k.id \
         WHERE k.id = ANY($1)"))
});

fn load(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<Contract>, AppError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<Row> = LOAD.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    let mut contracts: Vec<Contract> = rows
        .into_iter()
        .map(|r| {
            Ok(Contract {
                id: r.id,
                institution_id: InstitutionId::from_stored(r.institution_id),
                institution_name: MultilingualName::from_stored(r.name_uz, r.name_uz_cyrl, r.name_ru, r.name_en),
                number: r.number,
                terms: ContractTerms {
                    student_id: StudentId::from_stored(r.student_id),
                    date: r.date,
                    academic_year: i32::from(r.academic_year),
                    contract_kind: stored::code(ContractKind::parse, &r.contract_kind, "a contract's kind")?,
                    amount: Money::from_stored(r.amount),
                    discount_percent: i64::from(r.discount_percent),
                    ended_on: r.ended_on,
                },
                student_name: r.student_name,
                pinfl: r.pinfl,
                edu_group_id: GroupId::from_stored(r.edu_group_id),
                edu_group_name: r.group_name,
                paid: Money::from_stored(r.paid),
                version: Version::new(r.version),
                public_id: r.public_id,
            })
        })
        .collect::<Result<_, AppError>>()?;
    contracts.sort_by_key(|c| ids.iter().position(|id| *id == c.id));
    Ok(contracts)
}

pub(super) fn find(conn: &mut PgConnection, id: i64) -> Result<Option<Contract>, AppError> {
    Ok(load(conn, &[id])?.pop())
}

/// The id of the contract whose print carries `public_id`, the text of a UUID.
fn by_public_id_query(public_id: &str) -> public_ids::BoxedQuery<'_, Pg, BigInt> {
    public_ids::table
        .filter(sql::<Bool>("public_id = ").bind::<Text, _>(public_id).sql("::uuid"))
        .select(public_ids::contract_id)
        .into_boxed()
}

/// The contract whose print carries `public_id`.
pub(super) fn by_public_id(conn: &mut PgConnection, public_id: &str) -> Result<Option<Contract>, AppError> {
    let id: Option<i64> = by_public_id_query(public_id).first(conn).optional().map_err(internal)?;
    match id {
        Some(id) => find(conn, id),
        None => Ok(None),
    }
}

type Boxed<'a> = diesel::dsl::IntoBoxed<'a, finance_contracts::table, Pg>;

fn matching(query: &ContractQuery) -> Boxed<'_> {
    let mut q = finance_contracts::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(finance_contracts::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(finance_contracts::institution_id.eq(id.get()));
    }
    if let Some(year) = query.academic_year {
        q = q.filter(finance_contracts::academic_year.eq(year as i16));
    }
    if let Some(group) = query.edu_group_id {
        q = q.filter(finance_contracts::edu_group_id.eq(group.get()));
    }
    if let Some(student) = query.student_id {
        q = q.filter(finance_contracts::student_id.eq(student.get()));
    }
    if let Some(kind) = query.contract_kind {
        q = q.filter(finance_contracts::contract_kind.eq(kind.code()));
    }
    match query.state {
        Some(ContractState::Active) => q = q.filter(finance_contracts::ended_on.is_null()),
        Some(ContractState::Ended) => q = q.filter(finance_contracts::ended_on.is_not_null()),
        None => {}
    }
    if let Some(status) = query.status {
        q = q.filter(finance_contracts::status.eq(status.code()));
    }
    if let Some(search) = &query.search {
        let number = search.trim().rsplit('-').next().and_then(|n| n.parse::<i32>().ok());
        let pattern = crate::citizens::name_pattern(search);
        q = q.filter(
            sql::<Bool>("(finance_contracts.number = ")
                .bind::<Integer, _>(number.unwrap_or(-1))
                .sql(" OR EXISTS (SELECT 1 FROM students s JOIN citizens c ON c.id = s.citizen_id WHERE s.id = finance_contracts.student_id AND (")
                .sql(&crate::citizens::search_name("c"))
                .sql(" ILIKE ")
                .bind::<Text, _>(pattern)
                .sql(" OR c.pinfl LIKE ")
                .bind::<Text, _>(format!("{}%", escape_like(search.trim())))
                .sql(")))"),
        );
    }
    q
}

/// The counter answers a list filtered by its institution, status and kind alone.
fn counter(query: &ContractQuery) -> Option<Counter> {
    let plain = query.academic_year.is_none()
        && query.edu_group_id.is_none()
        && query.student_id.is_none()
        && query.state.is_none()
        && query.search.is_none();
    plain
        .then(|| Counter::scoped("finance_contract", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.status.map(|s| s.code())).with_kind(query.contract_kind.map(|k| k.code())))
}

/// The ids of the page of contracts in the order asked for.
fn contract_page(query: &ContractQuery) -> finance_contracts::BoxedQuery<'_, Pg, BigInt> {
    let q = matching(query);
    let q = match (query.ordering.field, query.ordering.descending) {
        (ContractOrder::Id, false) => q.order(finance_contracts::id.asc()),
        (ContractOrder::Id, true) => q.order(finance_contracts::id.desc()),
        (ContractOrder::Number, false) => {
            q.order((finance_contracts::academic_year.asc(), finance_contracts::number.asc(), finance_contracts::id.asc()))
        }
        (ContractOrder::Number, true) => {
            q.order((finance_contracts::academic_year.desc(), finance_contracts::number.desc(), finance_contracts::id.desc()))
        }
        (ContractOrder::Date, false) => q.order((finance_contracts::date.asc(), finance_contracts::id.asc())),
        (ContractOrder::Date, true) => q.order((finance_contracts::date.desc(), finance_contracts::id.desc())),
        (ContractOrder::Debt, false) => q.order(sql::<BigInt>("finance_contracts.charged - finance_contracts.paid, finance_contracts.id")),
        (ContractOrder::Debt, true) => {
            q.order(sql::<BigInt>("finance_contracts.charged - finance_contracts.paid DESC, finance_contracts.id"))
        }
    };
    q.select(finance_contracts::id).limit(query.page.limit()).offset(query.page.offset())
}

pub(super) fn list(conn: &mut PgConnection, query: &ContractQuery) -> Result<Page<Contract>, AppError> {
    let page = contract_page(query);
    let (ids, total) = page_of_ids(conn, page, counter(query), || matching(query).select(finance_contracts::id)).map_err(internal)?;
    Ok(Page::new(load(conn, &ids)?, total))
}

#[derive(QueryableByName)]
struct StudentRow {
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    edu_direction_id: i64,
    #[diesel(sql_type = Text)]
    edu_form: String,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
}

const STUDENT: Statement = Statement::new(
    "finance.contracts.student",
    &["int8"],
    "SELECT s.institution_id, g.edu_direction_id, g.edu_form, s.edu_group_id \
     FROM students s JOIN edu_groups g ON g.id = s.edu_group_id WHERE s.id = $1 AND s.deleted_at IS NULL",
);

fn student_row(conn: &mut PgConnection, student: StudentId) -> Result<Option<StudentRow>, AppError> {
    let rows: Vec<StudentRow> = STUDENT.query().bind::<BigInt, _>(student.get()).load(conn).map_err(internal)?;
    Ok(rows.into_iter().next())
}

pub(super) fn student(conn: &mut PgConnection, student: StudentId) -> Result<Option<ContractStudent>, AppError> {
    student_row(conn, student)?
        .map(|r| {
            Ok(ContractStudent {
                institution_id: InstitutionId::from_stored(r.institution_id),
                edu_direction_id: DirectionId::from_stored(r.edu_direction_id),
                edu_form: stored::code(EduForm::parse, &r.edu_form, "a contract student's form of study")?,
            })
        })
        .transpose()
}

fn contract_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("finance_contracts_student_key") => AppError::conflict(FinanceRule::ContractTaken),
        _ => internal(error),
    }
}

#[derive(QueryableByName)]
struct Number {
    #[diesel(sql_type = Integer)]
    last_number: i32,
}

const NEXT_NUMBER: Statement = Statement::new(
    "finance.contracts.next_number",
    &["int8", "int2"],
    "INSERT INTO finance_contract_numbers (institution_id, academic_year, last_number) VALUES ($1, $2, 1) \
     ON CONFLICT (institution_id, academic_year) DO UPDATE SET last_number = finance_contract_numbers.last_number + 1 \
     RETURNING last_number",
);

pub(super) fn insert(conn: &mut PgConnection, institution: InstitutionId, terms: &ContractTerms) -> Result<Contract, AppError> {
    let group = student_row(conn, terms.student_id)?.ok_or(AppError::NotFound)?.edu_group_id;
    // The row lock of the year's counter orders concurrent contracts of one institution.
    let number: Number = NEXT_NUMBER
        .query()
        .bind::<BigInt, _>(institution.get())
        .bind::<SmallInt, _>(terms.academic_year as i16)
        .get_result(conn)
        .map_err(internal)?;
    let id: i64 = diesel::insert_into(finance_contracts::table)
        .values((
            finance_contracts::institution_id.eq(institution.get()),
            finance_contracts::student_id.eq(terms.student_id.get()),
            finance_contracts::edu_group_id.eq(group),
            finance_contracts::number.eq(number.last_number),
            finance_contracts::date.eq(terms.date),
            finance_contracts::academic_year.eq(terms.academic_year as i16),
            finance_contracts::contract_kind.eq(terms.contract_kind.code()),
            finance_contracts::amount.eq(terms.amount.tiyin()),
            finance_contracts::discount_percent.eq(terms.discount_percent as i16),
            finance_contracts::ended_on.eq(terms.ended_on),
            finance_contracts::charged.eq(terms.charge().charged.tiyin()),
        ))
        .returning(finance_contracts::id)
        .get_result(conn)
        .map_err(contract_taken)?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn save(conn: &mut PgConnection, id: i64, terms: &ContractTerms, version: Version) -> Result<Contract, AppError> {
    let changed =
        diesel::update(finance_contracts::table.filter(finance_contracts::id.eq(id).and(finance_contracts::version.eq(version.get()))))
            .set((
                finance_contracts::date.eq(terms.date),
                finance_contracts::contract_kind.eq(terms.contract_kind.code()),
                finance_contracts::amount.eq(terms.amount.tiyin()),
                finance_contracts::discount_percent.eq(terms.discount_percent as i16),
                finance_contracts::ended_on.eq(terms.ended_on),
                finance_contracts::charged.eq(terms.charge().charged.tiyin()),
                finance_contracts::version.eq(finance_contracts::version + 1),
                finance_contracts::updated_at.eq(Utc::now()),
            ))
            .execute(conn)
            .map_err(contract_taken)?;
    stale_unless_changed(changed)?;
    find(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn delete(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    diesel::delete(finance_contracts::table.find(id)).execute(conn).map_err(internal)?;
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    // The search and the order by debt are raw SQL.
    let pages = [false, true].map(|descending| {
        let query = ContractQuery {
            scope: Scope::Nowhere,
            institution_id: None,
            academic_year: None,
            edu_group_id: None,
            student_id: None,
            contract_kind: None,
            state: None,
            status: None,
            search: Some("2026-0017".into()),
            ordering: domain::paging::Ordering { field: ContractOrder::Debt, descending },
            page: domain::paging::PageRequest::largest(),
        };
        Statement::rendered("finance.contracts.page", contract_page(&query))
    });
    let mut all = pages.to_vec();
    all.push(Statement::rendered("finance.contracts.by_public_id", by_public_id_query("00000000-0000-0000-0000-000000000000")));
    all.extend([Statement::clone(&LOAD), STUDENT, NEXT_NUMBER]);
    all
}
