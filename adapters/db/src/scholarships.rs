//! Scholarship types with their amounts, and the months the applied scholarship orders pay.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use application::ports::{Lock, ScholarshipMonth, ScholarshipRepository, ScholarshipRow, StudentAward};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Date, Nullable, Text};
use domain::finance::scholarship::{Month, ScholarshipAmount, ScholarshipRule, ScholarshipType, ScholarshipTypeDraft};
use domain::finance::Money;
use domain::ids::{GroupId, InstitutionId, StudentId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest, Total};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::journal::FULL_NAME;
use crate::schema::{order_items, scholarship_amounts, scholarship_types};
use crate::statements::Statement;
use crate::unit_of_work::PgTransaction;

type TypeRow = (i64, String, String, String, String, i32);

fn name_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("scholarship_types_name_key") => AppError::conflict(ScholarshipRule::NameTaken),
        _ => internal(error),
    }
}

/// The types of these rows with their amounts, newest first, in the rows' order.
fn with_amounts(conn: &mut PgConnection, rows: Vec<TypeRow>) -> Result<Vec<ScholarshipType>, AppError> {
    let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
    let mut amounts: BTreeMap<i64, Vec<ScholarshipAmount>> = BTreeMap::new();
    let stored: Vec<(i64, NaiveDate, i64)> = scholarship_amounts::table
        .filter(scholarship_amounts::scholarship_type_id.eq_any(&ids))
        .order((scholarship_amounts::scholarship_type_id, scholarship_amounts::effective_from.desc()))
        .select((scholarship_amounts::scholarship_type_id, scholarship_amounts::effective_from, scholarship_amounts::amount))
        .load(conn)
        .map_err(internal)?;
    for (id, effective_from, amount) in stored {
        amounts.entry(id).or_default().push(ScholarshipAmount { amount: Money::from_stored(amount), effective_from });
    }
    Ok(rows
        .into_iter()
        .map(|(id, uz, uz_cyrl, ru, en, version)| ScholarshipType {
            id,
            name: MultilingualName::from_stored(uz, uz_cyrl, ru, en),
            // A type with no amounts set yet has none in the map.
            amounts: amounts.remove(&id).unwrap_or_default(),
            version: Version::new(version),
        })
        .collect())
}

fn columns() -> (
    scholarship_types::id,
    scholarship_types::name_uz,
    scholarship_types::name_uz_cyrl,
    scholarship_types::name_ru,
    scholarship_types::name_en,
    scholarship_types::version,
) {
    (
        scholarship_types::id,
        scholarship_types::name_uz,
        scholarship_types::name_uz_cyrl,
        scholarship_types::name_ru,
        scholarship_types::name_en,
        scholarship_types::version,
    )
}

fn write_amounts(conn: &mut PgConnection, id: i64, draft: &ScholarshipTypeDraft) -> Result<(), AppError> {
    diesel::delete(scholarship_amounts::table.filter(scholarship_amounts::scholarship_type_id.eq(id))).execute(conn).map_err(internal)?;
    let rows: Vec<_> = draft
        .amounts
        .iter()
        .map(|a| {
            (
                scholarship_amounts::scholarship_type_id.eq(id),
                scholarship_amounts::effective_from.eq(a.effective_from),
                scholarship_amounts::amount.eq(a.amount.tiyin()),
            )
        })
        .collect();
    diesel::insert_into(scholarship_amounts::table).values(rows).execute(conn).map_err(internal)?;
    Ok(())
}

/// The awards of applied scholarship orders (a reversed one included: it stops at its reversal),
/// each with the day its student stopped studying after it began, or its order was reversed.
const AWARDS: &str = "SELECT it.student_id, it.scholarship_type AS type_id, it.date_from, it.date_to, o.id AS order_id, \
    o.number AS order_number, LEAST( \
      (SELECT min(h.date) FROM student_status_history h WHERE h.student_id = it.student_id AND h.to_status <> 'ACTIVE' \
       AND h.date >= it.date_from), \
      (SELECT r.date FROM orders r WHERE r.id = o.reversed_by_id)) AS stopped_on \
    FROM orders o JOIN order_items it ON it.order_id = o.id \
    WHERE o.kind = 'SCHOLARSHIP' AND o.state IN ('APPLIED', 'CANCELLED') AND o.reverses_id IS NULL \
    AND it.scholarship_type IS NOT NULL AND it.date_from IS NOT NULL AND it.date_to IS NOT NULL";

/// A month's paid awards of an institution (`$1`, the month's first day `$2` and last `$3`), with
/// the amount in force at the month's end: `domain::finance::scholarship::pays_in` as SQL.
fn paid_in_month() -> String {
    format!(
        "WITH awards AS ({AWARDS} AND o.institution_id = $1 AND it.date_from <= $3 AND it.date_to >= $2), \
         paid AS (SELECT a.*, (SELECT sa.amount FROM scholarship_amounts sa WHERE sa.scholarship_type_id = a.type_id \
           AND sa.effective_from <= $3 ORDER BY sa.effective_from DESC LIMIT 1) AS amount \
           FROM awards a WHERE a.stopped_on IS NULL OR a.stopped_on >= $2) "
    )
}

#[derive(QueryableByName)]
struct MonthRow {
    #[diesel(sql_type = BigInt)]
    student_id: i64,
    #[diesel(sql_type = Text)]
    fio: String,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = BigInt)]
    type_id: i64,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = BigInt)]
    amount: i64,
    #[diesel(sql_type = BigInt)]
    order_id: i64,
    #[diesel(sql_type = Text)]
    order_number: String,
    #[diesel(sql_type = Date)]
    date_from: NaiveDate,
    #[diesel(sql_type = Date)]
    date_to: NaiveDate,
}

#[derive(QueryableByName)]
struct MonthTotals {
    #[diesel(sql_type = BigInt)]
    rows: i64,
    #[diesel(sql_type = BigInt)]
    students: i64,
    #[diesel(sql_type = BigInt)]
    amount: i64,
}

#[derive(QueryableByName)]
struct AwardRow {
    #[diesel(sql_type = BigInt)]
    type_id: i64,
    #[diesel(sql_type = Date)]
    date_from: NaiveDate,
    #[diesel(sql_type = Date)]
    date_to: NaiveDate,
    #[diesel(sql_type = Text)]
    order_number: String,
    #[diesel(sql_type = Nullable<Date>)]
    stopped_on: Option<NaiveDate>,
}

static AWARDS_OF: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "scholarships.awards_of",
        &["int8"],
        format!("SELECT a.* FROM ({AWARDS} AND it.student_id = $1) a ORDER BY a.date_from DESC, a.order_id DESC"),
    )
});

static MONTH: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "scholarships.month",
        &["int8", "date", "date", "int8", "int8"],
        format!(
            "{} SELECT p.student_id, {FULL_NAME} AS fio, s.edu_group_id, g.name AS group_name, p.type_id, \
             t.name_uz, t.name_uz_cyrl, t.name_ru, t.name_en, p.amount, p.order_id, p.order_number, p.date_from, p.date_to \
             FROM paid p JOIN students s ON s.id = p.student_id JOIN citizens c ON c.id = s.citizen_id \
             JOIN edu_groups g ON g.id = s.edu_group_id JOIN scholarship_types t ON t.id = p.type_id \
             WHERE p.amount IS NOT NULL ORDER BY fio, p.student_id, p.order_id LIMIT $4 OFFSET $5",
            paid_in_month()
        ),
    )
});

static MONTH_TOTALS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "scholarships.month_totals",
        &["int8", "date", "date"],
        format!(
            "{} SELECT count(*) AS rows, count(DISTINCT student_id) AS students, COALESCE(sum(amount), 0)::BIGINT AS amount \
             FROM paid WHERE amount IS NOT NULL",
            paid_in_month()
        ),
    )
});

impl ScholarshipRepository for PgTransaction<'_> {
    fn types(&mut self, search: Option<String>, page: PageRequest) -> Result<Page<ScholarshipType>, AppError> {
        let pattern = search.map(|s| format!("%{}%", s.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")));
        let filtered = || {
            let mut query = scholarship_types::table.into_boxed();
            if let Some(pattern) = &pattern {
                query = query.filter(
                    scholarship_types::name_uz
                        .ilike(pattern.clone())
                        .or(scholarship_types::name_ru.ilike(pattern.clone()))
                        .or(scholarship_types::name_en.ilike(pattern.clone())),
                );
            }
            query
        };
        let rows: Vec<TypeRow> = filtered()
            .order((scholarship_types::name_uz, scholarship_types::id))
            .select(columns())
            .limit(page.limit())
            .offset(page.offset())
            .load(self.conn)
            .map_err(internal)?;
        // The ministry's reference: a few dozen types, counted exactly.
        let count: i64 = filtered().count().get_result(self.conn).map_err(internal)?;
        Ok(Page::new(with_amounts(self.conn, rows)?, Total::Exact(count)))
    }

    fn find_type(&mut self, id: i64, lock: Lock) -> Result<Option<ScholarshipType>, AppError> {
        let query = scholarship_types::table.find(id).select(columns());
        let row: Option<TypeRow> = match lock {
            Lock::ForUpdate => query.for_update().first(self.conn).optional(),
            Lock::None => query.first(self.conn).optional(),
        }
        .map_err(internal)?;
        Ok(with_amounts(self.conn, row.into_iter().collect())?.pop())
    }

    fn insert_type(&mut self, draft: &ScholarshipTypeDraft) -> Result<ScholarshipType, AppError> {
        let id: i64 = diesel::insert_into(scholarship_types::table)
            .values((
                scholarship_types::name_uz.eq(draft.name.uz()),
                scholarship_types::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                scholarship_types::name_ru.eq(draft.name.ru()),
                scholarship_types::name_en.eq(draft.name.en()),
            ))
            .returning(scholarship_types::id)
            .get_result(self.conn)
            .map_err(name_taken)?;
        write_amounts(self.conn, id, draft)?;
        self.find_type(id, Lock::None)?.ok_or(AppError::NotFound)
    }

    fn save_type(&mut self, id: i64, draft: &ScholarshipTypeDraft, version: Version) -> Result<ScholarshipType, AppError> {
        let changed =
            diesel::update(scholarship_types::table.filter(scholarship_types::id.eq(id).and(scholarship_types::version.eq(version.get()))))
                .set((
                    scholarship_types::name_uz.eq(draft.name.uz()),
                    scholarship_types::name_uz_cyrl.eq(draft.name.uz_cyrl()),
                    scholarship_types::name_ru.eq(draft.name.ru()),
                    scholarship_types::name_en.eq(draft.name.en()),
                    scholarship_types::version.eq(scholarship_types::version + 1),
                    scholarship_types::updated_at.eq(Utc::now()),
                ))
                .execute(self.conn)
                .map_err(name_taken)?;
        stale_unless_changed(changed)?;
        write_amounts(self.conn, id, draft)?;
        self.find_type(id, Lock::None)?.ok_or(AppError::NotFound)
    }

    fn delete_type(&mut self, id: i64) -> Result<(), AppError> {
        diesel::delete(scholarship_types::table.find(id)).execute(self.conn).map_err(internal)?;
        Ok(())
    }

    fn type_in_use(&mut self, id: i64) -> Result<bool, AppError> {
        diesel::select(diesel::dsl::exists(order_items::table.filter(order_items::scholarship_type.eq(id))))
            .get_result(self.conn)
            .map_err(internal)
    }

    fn on_contract(&mut self, student: StudentId, academic_year: i32) -> Result<bool, AppError> {
        use crate::schema::finance_contracts;
        let year = i16::try_from(academic_year).map_err(|_| AppError::internal("an academic year beyond a small integer"))?;
        diesel::select(diesel::dsl::exists(
            finance_contracts::table
                .filter(finance_contracts::student_id.eq(student.get()))
                .filter(finance_contracts::academic_year.eq(year)),
        ))
        .get_result(self.conn)
        .map_err(internal)
    }

    fn month(&mut self, institution: InstitutionId, month: Month, page: PageRequest) -> Result<ScholarshipMonth, AppError> {
        let rows: Vec<MonthRow> = MONTH
            .query()
            .bind::<BigInt, _>(institution.get())
            .bind::<Date, _>(month.first())
            .bind::<Date, _>(month.last())
            .bind::<BigInt, _>(page.limit())
            .bind::<BigInt, _>(page.offset())
            .load(self.conn)
            .map_err(internal)?;
        let totals: MonthTotals = MONTH_TOTALS
            .query()
            .bind::<BigInt, _>(institution.get())
            .bind::<Date, _>(month.first())
            .bind::<Date, _>(month.last())
            .get_result(self.conn)
            .map_err(internal)?;
        let items = rows
            .into_iter()
            .map(|r| ScholarshipRow {
                student: StudentId::from_stored(r.student_id),
                student_name: r.fio,
                group: GroupId::from_stored(r.edu_group_id),
                group_name: r.group_name,
                type_id: r.type_id,
                type_name: MultilingualName::from_stored(r.name_uz, r.name_uz_cyrl, r.name_ru, r.name_en),
                amount: Money::from_stored(r.amount),
                order_id: r.order_id,
                order_number: r.order_number,
                date_from: r.date_from,
                date_to: r.date_to,
            })
            .collect();
        Ok(ScholarshipMonth {
            rows: Page::new(items, Total::Exact(totals.rows)),
            students: totals.students,
            amount: Money::from_stored(totals.amount),
        })
    }

    fn awards_of(&mut self, student: StudentId) -> Result<Vec<StudentAward>, AppError> {
        let rows: Vec<AwardRow> = AWARDS_OF.query().bind::<BigInt, _>(student.get()).load(self.conn).map_err(internal)?;
        let ids: Vec<i64> = rows.iter().map(|r| r.type_id).collect();
        let type_rows: Vec<TypeRow> =
            scholarship_types::table.filter(scholarship_types::id.eq_any(&ids)).select(columns()).load(self.conn).map_err(internal)?;
        let types: BTreeMap<i64, ScholarshipType> = with_amounts(self.conn, type_rows)?.into_iter().map(|t| (t.id, t)).collect();
        rows.into_iter()
            .map(|r| {
                let kind = types.get(&r.type_id).ok_or_else(|| AppError::internal("an award's type vanished"))?;
                Ok(StudentAward {
                    type_name: kind.name.clone(),
                    amounts: kind.amounts.clone(),
                    date_from: r.date_from,
                    date_to: r.date_to,
                    order_number: r.order_number,
                    stopped_on: r.stopped_on,
                })
            })
            .collect()
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::clone(&MONTH), Statement::clone(&MONTH_TOTALS), Statement::clone(&AWARDS_OF)]
}
