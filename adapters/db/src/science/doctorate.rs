//! Doctoral students (the person in `citizens`) and their defences.

use std::sync::LazyLock;

use application::ports::{DefenceOrder, DefenceQuery, DoctoralStudentOrder, DoctoralStudentQuery};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Bool, Date, Integer, Nullable, SmallInt, Text};
use domain::actor::Scope;
use domain::ids::{CitizenId, DefenceId, DoctoralStudentId, InstitutionId, StaffId};
use domain::multilingual::MultilingualName;
use domain::paging::Page;
use domain::passport::PassportSerial;
use domain::person::Gender;
use domain::pinfl::Pinfl;
use domain::science::doctorate::{DefenceDetails, DoctoralStudentDetails};
use domain::science::{Defence, DoctoralStatus, DoctoralStudent, DoctorateKind, ScienceRule, StudyForm};
use domain::staff::{Citizen, CitizenDraft};
use domain::version::Version;

use super::{in_order, FULL_NAME};
use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::roles::escape_like;
use crate::schema::{science_defences, science_doctoral_students};
use crate::statements::Statement;
use crate::totals::{page_of_ids, Counter};

#[derive(QueryableByName)]
struct StudentRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    form: String,
    #[diesel(sql_type = Text)]
    theme: String,
    #[diesel(sql_type = Text)]
    specialty: String,
    #[diesel(sql_type = BigInt)]
    supervisor_staff_id: i64,
    #[diesel(sql_type = SmallInt)]
    course: i16,
    #[diesel(sql_type = SmallInt)]
    admission_year: i16,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Integer)]
    version: i32,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = BigInt)]
    citizen_id: i64,
    #[diesel(sql_type = Text)]
    pinfl: String,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Text)]
    middle_name: String,
    #[diesel(sql_type = Date)]
    birth_date: NaiveDate,
    #[diesel(sql_type = SmallInt)]
    gender: i16,
    #[diesel(sql_type = Text)]
    passport: String,
    #[diesel(sql_type = Integer)]
    citizen_version: i32,
    #[diesel(sql_type = Text)]
    supervisor_name: String,
    #[diesel(sql_type = Nullable<BigInt>)]
    defence_id: Option<i64>,
}

impl From<StudentRow> for DoctoralStudent {
    fn from(r: StudentRow) -> Self {
        DoctoralStudent {
            id: DoctoralStudentId::from_stored(r.id),
            institution_id: InstitutionId::from_stored(r.institution_id),
            institution_name: MultilingualName::from_stored(r.name_uz, r.name_uz_cyrl, r.name_ru, r.name_en),
            citizen: Citizen {
                id: CitizenId::from_stored(r.citizen_id),
                details: CitizenDraft {
                    last_name: r.last_name,
                    first_name: r.first_name,
                    middle_name: r.middle_name,
                    pinfl: Pinfl::from_stored(r.pinfl),
                    birth_date: r.birth_date,
                    gender: Gender::from_code(r.gender).unwrap_or(Gender::Male),
                    passport: PassportSerial::from_stored(r.passport),
                },
                version: Version::new(r.citizen_version),
            },
            details: DoctoralStudentDetails {
                kind: DoctorateKind::from_stored(&r.kind),
                form: StudyForm::from_stored(&r.form),
                theme: r.theme,
                specialty: r.specialty,
                supervisor: StaffId::from_stored(r.supervisor_staff_id),
                course: r.course,
                admission_year: r.admission_year,
                status: DoctoralStatus::from_stored(&r.status),
            },
            supervisor_name: r.supervisor_name,
            defence: r.defence_id.map(DefenceId::from_stored),
            version: Version::new(r.version),
        }
    }
}

static STUDENTS: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "science.doctorate.students",
        &["int8[]"],
        format!(
            "SELECT d.id, d.institution_id, d.kind, d.form, d.theme, d.specialty, d.supervisor_staff_id, d.course, d.admission_year, \
         d.status, d.version, i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, p.id AS citizen_id, p.pinfl, p.last_name, p.first_name, \
         p.middle_name, p.birth_date, p.gender, p.passport, p.version AS citizen_version, {FULL_NAME} AS supervisor_name, \
         f.id AS defence_id \
         FROM science_doctoral_students d JOIN institutions i ON i.id = d.institution_id JOIN citizens p ON p.id = d.citizen_id \
         JOIN staffs s ON s.id = d.supervisor_staff_id JOIN citizens c ON c.id = s.citizen_id \
         LEFT JOIN science_defences f ON f.doctoral_student_id = d.id \
         WHERE d.id = ANY($1)"
        ),
    )
});

fn load_students(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<DoctoralStudent>, AppError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<StudentRow> = STUDENTS.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    Ok(in_order(ids, rows.into_iter().map(DoctoralStudent::from).collect(), |s| s.id.get()))
}

pub(super) fn find_student(conn: &mut PgConnection, id: DoctoralStudentId) -> Result<Option<DoctoralStudent>, AppError> {
    Ok(load_students(conn, &[id.get()])?.pop())
}

type Students<'a> = diesel::dsl::IntoBoxed<'a, science_doctoral_students::table, Pg>;

fn matching_students(query: &DoctoralStudentQuery) -> Students<'_> {
    let mut q = science_doctoral_students::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(science_doctoral_students::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(science_doctoral_students::institution_id.eq(id.get()));
    }
    if let Some(kind) = query.kind {
        q = q.filter(science_doctoral_students::kind.eq(kind.code()));
    }
    if let Some(form) = query.form {
        q = q.filter(science_doctoral_students::form.eq(form.code()));
    }
    if let Some(status) = query.status {
        q = q.filter(science_doctoral_students::status.eq(status.code()));
    }
    if let Some(course) = query.course {
        q = q.filter(science_doctoral_students::course.eq(course));
    }
    if let Some(supervisor) = query.supervisor_staff_id {
        q = q.filter(science_doctoral_students::supervisor_staff_id.eq(supervisor.get()));
    }
    if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        let (condition, pattern) = crate::citizens::searched("science_doctoral_students.citizen_id", search);
        q = q.filter(sql::<Bool>(&condition).bind::<Text, _>(pattern).sql(")"));
    }
    q
}

fn student_counter(query: &DoctoralStudentQuery) -> Option<Counter> {
    let plain = query.form.is_none() && query.course.is_none() && query.supervisor_staff_id.is_none() && query.search.is_none();
    plain
        .then(|| Counter::scoped("doctoral_student", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.status.map(|s| s.code())).with_kind(query.kind.map(|k| k.code())))
}

/// By name: the person's name, read through the citizen of each row.
const BY_NAME: &str =
    "(SELECT last_name || ' ' || first_name || ' ' || middle_name FROM citizens WHERE citizens.id = science_doctoral_students.citizen_id)";

/// The ids of the page of students in the order asked for.
fn student_page(query: &DoctoralStudentQuery) -> science_doctoral_students::BoxedQuery<'_, Pg, BigInt> {
    let q = matching_students(query);
    let q = match (query.ordering.field, query.ordering.descending) {
        (DoctoralStudentOrder::Id, false) => q.order(science_doctoral_students::id.asc()),
        (DoctoralStudentOrder::Id, true) => q.order(science_doctoral_students::id.desc()),
        (DoctoralStudentOrder::FullName, false) => q.order((sql::<Text>(BY_NAME).asc(), science_doctoral_students::id.asc())),
        (DoctoralStudentOrder::FullName, true) => q.order((sql::<Text>(BY_NAME).desc(), science_doctoral_students::id.asc())),
        (DoctoralStudentOrder::AdmissionYear, false) => {
            q.order((science_doctoral_students::admission_year.asc(), science_doctoral_students::id.asc()))
        }
        (DoctoralStudentOrder::AdmissionYear, true) => {
            q.order((science_doctoral_students::admission_year.desc(), science_doctoral_students::id.desc()))
        }
    };
    q.select(science_doctoral_students::id).limit(query.page.limit()).offset(query.page.offset())
}

pub(super) fn list_students(conn: &mut PgConnection, query: &DoctoralStudentQuery) -> Result<Page<DoctoralStudent>, AppError> {
    let page = student_page(query);
    let (ids, total) = page_of_ids(conn, page, student_counter(query), || matching_students(query).select(science_doctoral_students::id))
        .map_err(internal)?;
    Ok(Page::new(load_students(conn, &ids)?, total))
}

fn person_taken(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("science_doctoral_students_person_key") => AppError::conflict(ScienceRule::DoctoralStudentTaken),
        _ => internal(error),
    }
}

pub(super) fn insert_student(
    conn: &mut PgConnection,
    institution: InstitutionId,
    citizen: CitizenId,
    d: &DoctoralStudentDetails,
) -> Result<DoctoralStudent, AppError> {
    let id: i64 = diesel::insert_into(science_doctoral_students::table)
        .values((
            science_doctoral_students::institution_id.eq(institution.get()),
            science_doctoral_students::citizen_id.eq(citizen.get()),
            science_doctoral_students::kind.eq(d.kind.code()),
            science_doctoral_students::form.eq(d.form.code()),
            science_doctoral_students::theme.eq(&d.theme),
            science_doctoral_students::specialty.eq(&d.specialty),
            science_doctoral_students::supervisor_staff_id.eq(d.supervisor.get()),
            science_doctoral_students::course.eq(d.course),
            science_doctoral_students::admission_year.eq(d.admission_year),
            science_doctoral_students::status.eq(d.status.code()),
        ))
        .returning(science_doctoral_students::id)
        .get_result(conn)
        .map_err(person_taken)?;
    find_student(conn, DoctoralStudentId::from_stored(id))?.ok_or(AppError::NotFound)
}

pub(super) fn save_student(
    conn: &mut PgConnection,
    id: DoctoralStudentId,
    d: &DoctoralStudentDetails,
    version: Option<Version>,
) -> Result<DoctoralStudent, AppError> {
    let mut target = science_doctoral_students::table.filter(science_doctoral_students::id.eq(id.get())).into_boxed();
    if let Some(version) = version {
        target = target.filter(science_doctoral_students::version.eq(version.get()));
    }
    let ids: Vec<i64> = target.select(science_doctoral_students::id).load(conn).map_err(internal)?;
    stale_unless_changed(ids.len())?;
    diesel::update(science_doctoral_students::table.find(id.get()))
        .set((
            science_doctoral_students::kind.eq(d.kind.code()),
            science_doctoral_students::form.eq(d.form.code()),
            science_doctoral_students::theme.eq(&d.theme),
            science_doctoral_students::specialty.eq(&d.specialty),
            science_doctoral_students::supervisor_staff_id.eq(d.supervisor.get()),
            science_doctoral_students::course.eq(d.course),
            science_doctoral_students::admission_year.eq(d.admission_year),
            science_doctoral_students::status.eq(d.status.code()),
            science_doctoral_students::version.eq(science_doctoral_students::version + 1),
            science_doctoral_students::updated_at.eq(Utc::now()),
        ))
        .execute(conn)
        .map_err(person_taken)?;
    find_student(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn delete_student(conn: &mut PgConnection, id: DoctoralStudentId) -> Result<(), AppError> {
    diesel::delete(science_doctoral_students::table.find(id.get())).execute(conn).map_err(internal)?;
    Ok(())
}

#[derive(QueryableByName)]
struct DefenceRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    doctoral_student_id: i64,
    #[diesel(sql_type = Date)]
    date: NaiveDate,
    #[diesel(sql_type = Text)]
    council: String,
    #[diesel(sql_type = Text)]
    diploma_number: String,
    #[diesel(sql_type = Text)]
    register_number: String,
    #[diesel(sql_type = Integer)]
    version: i32,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = Text)]
    student_name: String,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    specialty: String,
}

static DEFENCES: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "science.doctorate.defences",
        &["int8[]"],
        format!(
            "SELECT f.id, f.institution_id, f.doctoral_student_id, f.date, f.council, f.diploma_number, f.register_number, f.version, \
         i.name_uz, i.name_uz_cyrl, i.name_ru, i.name_en, {FULL_NAME} AS student_name, d.kind, d.specialty \
         FROM science_defences f JOIN institutions i ON i.id = f.institution_id \
         JOIN science_doctoral_students d ON d.id = f.doctoral_student_id JOIN citizens c ON c.id = d.citizen_id \
         WHERE f.id = ANY($1)"
        ),
    )
});

fn load_defences(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<Defence>, AppError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<DefenceRow> = DEFENCES.query().bind::<Array<BigInt>, _>(ids).load(conn).map_err(internal)?;
    let defences = rows
        .into_iter()
        .map(|r| Defence {
            id: DefenceId::from_stored(r.id),
            institution_id: InstitutionId::from_stored(r.institution_id),
            institution_name: MultilingualName::from_stored(r.name_uz, r.name_uz_cyrl, r.name_ru, r.name_en),
            doctoral_student_id: DoctoralStudentId::from_stored(r.doctoral_student_id),
            student_name: r.student_name,
            kind: DoctorateKind::from_stored(&r.kind),
            specialty: r.specialty,
            details: DefenceDetails {
                date: r.date,
                council: r.council,
                diploma_number: r.diploma_number,
                register_number: r.register_number,
            },
            version: Version::new(r.version),
        })
        .collect();
    Ok(in_order(ids, defences, |d| d.id.get()))
}

pub(super) fn find_defence(conn: &mut PgConnection, id: DefenceId) -> Result<Option<Defence>, AppError> {
    Ok(load_defences(conn, &[id.get()])?.pop())
}

type Defences<'a> = diesel::dsl::IntoBoxed<'a, science_defences::table, Pg>;

fn matching_defences(query: &DefenceQuery) -> Defences<'_> {
    let mut q = science_defences::table.into_boxed();
    match query.scope {
        Scope::Everywhere => {}
        Scope::Institution(id) => q = q.filter(science_defences::institution_id.eq(id.get())),
        Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
    }
    if let Some(id) = query.institution_id {
        q = q.filter(science_defences::institution_id.eq(id.get()));
    }
    if let Some(year) = query.year {
        let (from, to) = (NaiveDate::from_ymd_opt(i32::from(year), 1, 1), NaiveDate::from_ymd_opt(i32::from(year), 12, 31));
        if let (Some(from), Some(to)) = (from, to) {
            q = q.filter(science_defences::date.between(from, to));
        }
    }
    if let Some(kind) = query.kind {
        q = q.filter(
            sql::<Bool>(
                "EXISTS (SELECT 1 FROM science_doctoral_students d WHERE d.id = science_defences.doctoral_student_id AND d.kind = ",
            )
            .bind::<Text, _>(kind.code())
            .sql(")"),
        );
    }
    if let Some(search) = &query.search {
        let pattern = format!("%{}%", escape_like(search));
        q = q.filter(
            sql::<Bool>("((science_defences.council || ' ' || science_defences.diploma_number || ' ' || science_defences.register_number) ILIKE ")
                .bind::<Text, _>(pattern)
                .sql(
                    " OR science_defences.doctoral_student_id IN (SELECT d.id FROM science_doctoral_students d JOIN citizens c ON c.id = d.citizen_id \
                     WHERE ",
                )
                .sql(&crate::citizens::search_name("c"))
                .sql(" ILIKE ")
                .bind::<Text, _>(crate::citizens::name_pattern(search))
                .sql("))"),
        );
    }
    q
}

/// The ids of the page of defences in the order asked for.
fn defence_page(query: &DefenceQuery) -> science_defences::BoxedQuery<'_, Pg, BigInt> {
    let q = matching_defences(query);
    let q = match (query.ordering.field, query.ordering.descending) {
        (DefenceOrder::Id, false) => q.order(science_defences::id.asc()),
        (DefenceOrder::Id, true) => q.order(science_defences::id.desc()),
        (DefenceOrder::Date, false) => q.order((science_defences::date.asc(), science_defences::id.asc())),
        (DefenceOrder::Date, true) => q.order((science_defences::date.desc(), science_defences::id.desc())),
    };
    q.select(science_defences::id).limit(query.page.limit()).offset(query.page.offset())
}

pub(super) fn list_defences(conn: &mut PgConnection, query: &DefenceQuery) -> Result<Page<Defence>, AppError> {
    let counter = (query.year.is_none() && query.kind.is_none() && query.search.is_none())
        .then(|| Counter::scoped("defence", query.scope, query.institution_id))
        .flatten();
    let (ids, total) =
        page_of_ids(conn, defence_page(query), counter, || matching_defences(query).select(science_defences::id)).map_err(internal)?;
    Ok(Page::new(load_defences(conn, &ids)?, total))
}

fn defence_recorded(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("science_defences_student_key") => AppError::conflict(ScienceRule::DefenceRecorded),
        _ => internal(error),
    }
}

pub(super) fn insert_defence(
    conn: &mut PgConnection,
    institution: InstitutionId,
    student: DoctoralStudentId,
    d: &DefenceDetails,
) -> Result<Defence, AppError> {
    let id: i64 = diesel::insert_into(science_defences::table)
        .values((
            science_defences::institution_id.eq(institution.get()),
            science_defences::doctoral_student_id.eq(student.get()),
            science_defences::date.eq(d.date),
            science_defences::council.eq(&d.council),
            science_defences::diploma_number.eq(&d.diploma_number),
            science_defences::register_number.eq(&d.register_number),
        ))
        .returning(science_defences::id)
        .get_result(conn)
        .map_err(defence_recorded)?;
    find_defence(conn, DefenceId::from_stored(id))?.ok_or(AppError::NotFound)
}

pub(super) fn save_defence(conn: &mut PgConnection, id: DefenceId, d: &DefenceDetails, version: Version) -> Result<Defence, AppError> {
    let changed =
        diesel::update(science_defences::table.filter(science_defences::id.eq(id.get()).and(science_defences::version.eq(version.get()))))
            .set((
                science_defences::date.eq(d.date),
                science_defences::council.eq(&d.council),
                science_defences::diploma_number.eq(&d.diploma_number),
                science_defences::register_number.eq(&d.register_number),
                science_defences::version.eq(science_defences::version + 1),
                science_defences::updated_at.eq(Utc::now()),
            ))
            .execute(conn)
            .map_err(internal)?;
    stale_unless_changed(changed)?;
    find_defence(conn, id)?.ok_or(AppError::NotFound)
}

pub(super) fn delete_defence(conn: &mut PgConnection, id: DefenceId) -> Result<(), AppError> {
    diesel::delete(science_defences::table.find(id.get())).execute(conn).map_err(internal)?;
    Ok(())
}

pub(crate) fn statements() -> Vec<Statement> {
    // A search of digits looks up the PINFL, any other the name; the order by name is raw SQL.
    let students = [("3101", false), ("x", true)].map(|(search, descending)| {
        let query = DoctoralStudentQuery {
            scope: Scope::Nowhere,
            institution_id: None,
            kind: None,
            form: None,
            status: None,
            course: None,
            supervisor_staff_id: None,
            search: Some(search.to_string()),
            ordering: domain::paging::Ordering { field: DoctoralStudentOrder::FullName, descending },
            page: domain::paging::PageRequest::largest(),
        };
        Statement::rendered("science.doctorate.student_page", student_page(&query))
    });
    let defences = DefenceQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        year: Some(2025),
        kind: Some(DoctorateKind::Phd),
        search: Some("x".into()),
        ordering: domain::paging::Ordering { field: DefenceOrder::Date, descending: false },
        page: domain::paging::PageRequest::largest(),
    };
    let mut all = students.to_vec();
    all.push(Statement::rendered("science.doctorate.defence_page", defence_page(&defences)));
    all.extend([Statement::clone(&STUDENTS), Statement::clone(&DEFENCES)]);
    all
}
