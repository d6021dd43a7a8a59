//! Scholarships of the demo: the ministry's types with the amounts of two decrees, and TATU's
//! applied orders of 28 August of the running academic year awarding, for its autumn semester
//! (September to January), the base scholarship to every studying state-grant student of DI-25-01
//! and the Navoiy scholarship to one of AT-26-01. Loaded once: nothing is added while a type exists.

use diesel::prelude::*;

use crate::statements::Statement;

/// (uz, ru, en, [(effective from, tiyin a month)]).
type Type = (&'static str, &'static str, &'static str, &'static [(&'static str, i64)]);

const TYPES: [Type; 4] = [
    ("Bazaviy stipendiya", "Базовая стипендия", "Base scholarship", &[("2025-09-01", 69_200_000), ("2026-09-01", 75_000_000)]),
    (
        "O‘zbekiston Respublikasi Prezidenti stipendiyasi",
        "Стипендия Президента Республики Узбекистан",
        "President's scholarship",
        &[("2025-09-01", 450_000_000), ("2026-09-01", 500_000_000)],
    ),
    (
        "Alisher Navoiy nomidagi davlat stipendiyasi",
        "Государственная стипендия имени Алишера Навои",
        "Alisher Navoi state scholarship",
        &[("2025-09-01", 300_000_000), ("2026-09-01", 340_000_000)],
    ),
    (
        "Chin yetim talabalar uchun stipendiya",
        "Стипендия для студентов-сирот",
        "Scholarship for orphan students",
        &[("2026-01-01", 110_000_000)],
    ),
];

const AMOUNT: Statement = Statement::new(
    "demo_scholarships.amount",
    &["int8", "text", "int8"],
    "INSERT INTO scholarship_amounts (scholarship_type_id, effective_from, amount) VALUES ($1, $2::DATE, $3)",
);

pub(crate) fn load(conn: &mut PgConnection) -> QueryResult<()> {
    use crate::schema::scholarship_types;
    let loaded = diesel::select(diesel::dsl::exists(scholarship_types::table.select(scholarship_types::id))).get_result::<bool>(conn)?;
    if loaded {
        return Ok(());
    }
    for (uz, ru, en, amounts) in TYPES {
        let id: i64 = diesel::insert_into(scholarship_types::table)
            .values((scholarship_types::name_uz.eq(uz), scholarship_types::name_ru.eq(ru), scholarship_types::name_en.eq(en)))
            .returning(scholarship_types::id)
            .get_result(conn)?;
        for (from, amount) in amounts {
            AMOUNT
                .query()
                .bind::<diesel::sql_types::BigInt, _>(id)
                .bind::<diesel::sql_types::Text, _>(*from)
                .bind::<diesel::sql_types::BigInt, _>(*amount)
                .execute(conn)?;
        }
    }
    let year = crate::demo_finance::academic_year(chrono::Utc::now().date_naive());
    award(conn, year, "S-14", "Bazaviy stipendiya", "DI-25-01", None)?;
    award(conn, year, "S-15", "Alisher Navoiy nomidagi davlat stipendiyasi", "AT-26-01", Some(1))?;
    Ok(())
}

const AWARD: Statement = Statement::new(
    "demo_scholarships.award",
    &["text", "text", "text", "int8", "int4"],
    "WITH chosen AS (SELECT s.id, s.institution_id, s.edu_group_id FROM students s JOIN edu_groups g ON g.id = s.edu_group_id \
     WHERE g.name = $3 AND s.deleted_at IS NULL AND s.student_status = 'ACTIVE' \
     AND NOT EXISTS (SELECT 1 FROM finance_contracts k WHERE k.student_id = s.id AND k.academic_year = $5) \
     ORDER BY s.id LIMIT $4), \
     ordered AS (INSERT INTO orders (institution_id, number, year, date, kind, purpose, body, basis, state, applied_at) \
     SELECT DISTINCT institution_id, $1, $5, make_date($5, 8, 28), 'SCHOLARSHIP', \
     'O‘quv yilining kuzgi semestri uchun stipendiya tayinlash', \
     'Quyidagi talabalarga 1-sentabrdan 31-yanvargacha stipendiya tayinlansin', \
     'Stipendiya komissiyasining qarori', 'APPLIED', now() FROM chosen RETURNING id) \
     INSERT INTO order_items (order_id, position, student_id, scholarship_type, date_from, date_to, from_status, to_status, \
     from_group_id, applied_group_id, from_institution_id, applied_institution_id) \
     SELECT o.id, (row_number() OVER (ORDER BY c.id) - 1)::int, c.id, (SELECT id FROM scholarship_types WHERE name_uz = $2), \
     make_date($5, 9, 1), make_date($5 + 1, 1, 31), 'ACTIVE', 'ACTIVE', c.edu_group_id, c.edu_group_id, c.institution_id, c.institution_id \
     FROM ordered o, chosen c",
);

/// An applied scholarship order of the group's institution, awarding the type for the autumn
/// semester of the academic year beginning in `year` to the group's studying students without a
/// contract of that year (the first `limit` of them by id, or all).
fn award(conn: &mut PgConnection, year: i32, number: &str, kind: &str, group: &str, limit: Option<i64>) -> QueryResult<()> {
    AWARD
        .query()
        .bind::<diesel::sql_types::Text, _>(number)
        .bind::<diesel::sql_types::Text, _>(kind)
        .bind::<diesel::sql_types::Text, _>(group)
        .bind::<diesel::sql_types::BigInt, _>(limit.unwrap_or(i64::MAX))
        .bind::<diesel::sql_types::Integer, _>(year)
        .execute(conn)?;
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![AMOUNT, AWARD]
}
