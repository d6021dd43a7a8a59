//! Students: loaded and saved inside a unit of work, listed and read outside one.

use crate::stored;
use application::ports::{HistoryEntry, Lock, StudentOrderField, StudentQueries, StudentQuery, StudentRepository, StudentView};
use application::AppError;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::dsl::{sql, InnerJoin, IntoBoxed};
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::QueryFragment;
use diesel::sql_types::{Bool, Text};
use domain::actor::Scope;
use domain::ids::{CitizenId, GroupId, InstitutionId, StudentId, UserId};
use domain::paging::{Page, PageRequest};
use domain::passport::PassportSerial;
use domain::person::Gender;
use domain::pinfl::Pinfl;
use domain::student::{StatusEntry, Student, StudentDraft, StudentPinflTaken, StudentStatus};
use domain::version::Version;
use serde::Deserialize;

use crate::errors::{internal, stale_unless_changed, unique_violation};
use crate::groups::full_name;
use crate::schema::{citizens, student_status_history, students};
use crate::statements::Statement;
use crate::store::PgStore;
use crate::student_cards::{fresh_view, StudentCard, STUDENT_CARDS};
use crate::totals::{page_of_cards, Counter};
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable, Deserialize)]
#[diesel(table_name = students)]
pub(crate) struct StudentRow {
    id: i64,
    institution_id: i64,
    citizen_id: i64,
    edu_group_id: i64,
    student_status: String,
    social_status: String,
    version: i32,
}

#[derive(Queryable, Selectable, Deserialize)]
#[diesel(table_name = citizens)]
pub(crate) struct PersonRow {
    pinfl: String,
    last_name: String,
    first_name: String,
    middle_name: String,
    birth_date: NaiveDate,
    gender: i16,
    passport: String,
}

pub(crate) fn into_student(row: StudentRow, person: PersonRow) -> Result<Student, AppError> {
    Ok(Student {
        id: StudentId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(row.institution_id),
        citizen_id: CitizenId::from_stored(row.citizen_id),
        details: StudentDraft {
            fio: full_name(&person.last_name, &person.first_name, &person.middle_name),
            pinfl: Pinfl::from_stored(person.pinfl),
            serial_number: PassportSerial::from_stored(person.passport),
            birth_date: person.birth_date,
            gender: Gender::from_code(person.gender).unwrap_or(Gender::Male),
            social_status: row.social_status,
            edu_group_id: GroupId::from_stored(row.edu_group_id),
        },
        status: stored::code(StudentStatus::parse, &row.student_status, "a student's status")?,
        version: Version::new(row.version),
    })
}

type HistoryRow = (i64, String, String, NaiveDate, String, String, DateTime<Utc>, Option<i64>);

fn history(conn: &mut PgConnection, student: i64) -> Result<Vec<HistoryEntry>, AppError> {
    let rows: Vec<HistoryRow> = student_status_history::table
        .filter(student_status_history::student_id.eq(student))
        .order(student_status_history::id.desc())
        .select((
            student_status_history::id,
            student_status_history::from_status,
            student_status_history::to_status,
            student_status_history::date,
            student_status_history::reason,
            student_status_history::order_number,
            student_status_history::created_at,
            student_status_history::order_id,
        ))
        .load(conn)
        .map_err(internal)?;
    let status = |code: &str| stored::code(StudentStatus::parse, code, "a history entry's status");
    rows.into_iter()
        .map(|(id, from, to, date, reason, order_number, at, order_id)| {
            Ok(HistoryEntry { id, entry: StatusEntry { from: status(&from)?, to: status(&to)?, date, reason, order_number, order_id }, at })
        })
        .collect()
}

fn write_error(error: diesel::result::Error) -> AppError {
    match unique_violation(&error) {
        Some("students_citizen_key") => AppError::conflict(StudentPinflTaken),
        _ => internal(error),
    }
}

impl StudentRepository for PgTransaction<'_> {
    fn find(&mut self, id: StudentId, lock: Lock) -> Result<Option<Student>, AppError> {
        let q = students::table
            .inner_join(citizens::table)
            .filter(students::id.eq(id.get()))
            .filter(students::deleted_at.is_null())
            .select((StudentRow::as_select(), PersonRow::as_select()));
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(|(row, person)| into_student(row, person)).transpose()
    }

    fn taken_pinfls(&mut self, pinfls: &[Pinfl], except: Option<StudentId>) -> Result<Vec<Pinfl>, AppError> {
        let wanted: Vec<&str> = pinfls.iter().map(Pinfl::as_str).collect();
        let mut q = students::table
            .inner_join(citizens::table)
            .filter(citizens::pinfl.eq_any(&wanted))
            .filter(students::deleted_at.is_null())
            .select(citizens::pinfl)
            .into_boxed();
        if let Some(except) = except {
            q = q.filter(students::id.ne(except.get()));
        }
        let taken: Vec<String> = q.load(self.conn).map_err(internal)?;
        Ok(taken.into_iter().map(Pinfl::from_stored).collect())
    }

    fn insert(&mut self, institution: InstitutionId, new: &[(CitizenId, StudentDraft)]) -> Result<Vec<Student>, AppError> {
        let mut created = Vec::with_capacity(new.len());
        for chunk in new.chunks(2_000) {
            let rows: Vec<_> = chunk
                .iter()
                .map(|(citizen, draft)| {
                    (
                        students::institution_id.eq(institution.get()),
                        students::citizen_id.eq(citizen.get()),
                        students::edu_group_id.eq(draft.edu_group_id.get()),
                        students::student_status.eq(StudentStatus::Active.code()),
                        students::social_status.eq(&draft.social_status),
                    )
                })
                .collect();
            let stored: Vec<(i64, i64, i32)> = diesel::insert_into(students::table)
                .values(&rows)
                .returning((students::id, students::citizen_id, students::version))
                .get_results(self.conn)
                .map_err(write_error)?;
            for ((id, citizen, version), (_, draft)) in stored.into_iter().zip(chunk) {
                created.push(Student {
                    id: StudentId::from_stored(id),
                    institution_id: institution,
                    citizen_id: CitizenId::from_stored(citizen),
                    details: draft.clone(),
                    status: StudentStatus::Active,
                    version: Version::new(version),
                });
            }
        }
        Ok(created)
    }

    fn save(&mut self, student: &Student) -> Result<Student, AppError> {
        let target = students::table
            .filter(students::id.eq(student.id.get()))
            .filter(students::version.eq(student.version.get()))
            .filter(students::deleted_at.is_null());
        let version: Option<i32> = diesel::update(target)
            .set((
                students::institution_id.eq(student.institution_id.get()),
                students::citizen_id.eq(student.citizen_id.get()),
                students::edu_group_id.eq(student.details.edu_group_id.get()),
                students::student_status.eq(student.status.code()),
                students::social_status.eq(&student.details.social_status),
                students::version.eq(students::version + 1),
                students::updated_at.eq(Utc::now()),
            ))
            .returning(students::version)
            .get_result(self.conn)
            .optional()
            .map_err(write_error)?;
        let version = version.ok_or(AppError::StaleVersion)?;
        Ok(Student { version: Version::new(version), ..student.clone() })
    }

    fn delete(&mut self, student: &Student) -> Result<(), AppError> {
        let target = students::table
            .filter(students::id.eq(student.id.get()))
            .filter(students::version.eq(student.version.get()))
            .filter(students::deleted_at.is_null());
        let changed = diesel::update(target)
            .set((students::deleted_at.eq(Utc::now()), students::version.eq(students::version + 1)))
            .execute(self.conn)
            .map_err(internal)?;
        stale_unless_changed(changed)
    }

    fn add_history(&mut self, student: StudentId, entry: &StatusEntry, by: Option<UserId>) -> Result<(), AppError> {
        diesel::insert_into(student_status_history::table)
            .values((
                student_status_history::student_id.eq(student.get()),
                student_status_history::from_status.eq(entry.from.code()),
                student_status_history::to_status.eq(entry.to.code()),
                student_status_history::date.eq(entry.date),
                student_status_history::reason.eq(&entry.reason),
                student_status_history::order_number.eq(&entry.order_number),
                student_status_history::actor_id.eq(by.map(UserId::get)),
                student_status_history::order_id.eq(entry.order_id),
            ))
            .execute(self.conn)
            .map(|_| ())
            .map_err(internal)
    }

    fn view(&mut self, id: StudentId) -> Result<StudentView, AppError> {
        let mut view = fresh_view(self.conn, id.get())?.ok_or(AppError::NotFound)?;
        view.history = history(self.conn, id.get())?;
        Ok(view)
    }
}

macro_rules! student_filters {
    ($q:expr, $query:expr) => {{
        let query: &StudentQuery = $query;
        let mut q = $q.filter(students::deleted_at.is_null());
        match query.scope {
            Scope::Everywhere => {}
            Scope::Institution(id) => q = q.filter(students::institution_id.eq(id.get())),
            Scope::Nowhere => q = q.filter(sql::<Bool>("FALSE")),
        }
        if let Some(id) = query.institution_id {
            q = q.filter(students::institution_id.eq(id.get()));
        }
        if let Some(group) = query.edu_group_id {
            q = q.filter(students::edu_group_id.eq(group.get()));
        }
        if let Some(status) = query.status {
            q = q.filter(students::student_status.eq(status.code()));
        }
        if let Some(course) = query.course {
            q = q.filter(
                sql::<Bool>("students.edu_group_id IN (SELECT id FROM edu_groups WHERE course = ")
                    .bind::<diesel::sql_types::Integer, _>(course)
                    .sql(")"),
            );
        }
        if let Some(gender) = query.gender {
            q = q.filter(
                sql::<Bool>("students.citizen_id IN (SELECT id FROM citizens WHERE gender = ")
                    .bind::<diesel::sql_types::SmallInt, _>(gender.code())
                    .sql(")"),
            );
        }
        if let Some(search) = query.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            let (condition, pattern) = crate::citizens::searched("students.citizen_id", search);
            q = q.filter(sql::<Bool>(&condition).bind::<Text, _>(pattern).sql(")"));
        }
        q
    }};
}

fn matching(query: &StudentQuery) -> students::BoxedQuery<'_, diesel::pg::Pg> {
    student_filters!(students::table.into_boxed(), query)
}

/// The raw conditions of the list, as it sends them.
pub(crate) fn statements() -> Vec<Statement> {
    let query = |search: &str| StudentQuery {
        scope: Scope::Nowhere,
        institution_id: None,
        edu_group_id: None,
        status: None,
        course: Some(1),
        gender: Some(Gender::Female),
        search: Some(search.to_string()),
        ordering: domain::paging::Ordering { field: StudentOrderField::Id, descending: false },
        page: PageRequest::largest(),
    };
    // A search of digits looks up the PINFL, any other the name.
    ["3101", "x"].iter().map(|search| Statement::rendered("students.matching", matching(&query(search)).select(students::id))).collect()
}

/// The counter that answers the list's total, when its filters are only institution, status,
/// course and gender (a group's students are few, and counted).
fn counter(query: &StudentQuery) -> Option<Counter> {
    let plain = query.edu_group_id.is_none() && query.search.as_deref().is_none_or(|s| s.trim().is_empty());
    plain
        .then(|| Counter::scoped("student", query.scope, query.institution_id))
        .flatten()
        .map(|c| c.with_status(query.status.map(|s| s.code())).with_tallied(None, query.course, query.gender.map(|g| g.code())))
}

/// Students' filters joined with the person, for the orders by the person's name or birth date.
pub(crate) type Named<'a> = IntoBoxed<'a, InnerJoin<students::table, citizens::table>, Pg>;

/// The ids of a page of students in the order asked for: by id over the students' own filters
/// (`plain`), by the person's name or birth date over the same filters joined with the person.
pub(crate) fn student_ids_page<'a>(
    plain: impl FnOnce() -> students::BoxedQuery<'a, Pg>,
    named: impl FnOnce() -> Named<'a>,
    field: StudentOrderField,
    descending: bool,
    page: &PageRequest,
) -> Box<dyn QueryFragment<Pg> + 'a> {
    let (limit, offset) = (page.limit(), page.offset());
    if matches!(field, StudentOrderField::Id) {
        let q = plain();
        let q = if descending { q.order(students::id.desc()) } else { q.order(students::id.asc()) };
        return Box::new(q.select(students::id).limit(limit).offset(offset));
    }
    let q = named();
    let q = match (field, descending) {
        (StudentOrderField::BirthDate, false) => q.order((citizens::birth_date.asc(), students::id.asc())),
        (StudentOrderField::BirthDate, true) => q.order((citizens::birth_date.desc(), students::id.asc())),
        (_, false) => q.order((citizens::last_name.asc(), citizens::first_name.asc(), citizens::middle_name.asc(), students::id.asc())),
        (_, true) => q.order((citizens::last_name.desc(), citizens::first_name.desc(), citizens::middle_name.desc(), students::id.asc())),
    };
    Box::new(q.select(students::id).limit(limit).offset(offset))
}

impl StudentQueries for PgStore {
    fn list(&self, query: &StudentQuery) -> Result<Page<StudentView>, AppError> {
        let mut conn = self.conn()?;
        let named = || student_filters!(students::table.inner_join(citizens::table).into_boxed(), query);
        let page = student_ids_page(|| matching(query), named, query.ordering.field, query.ordering.descending, &query.page);
        let (cards, total) =
            page_of_cards::<StudentCard, _, _>(&mut conn, page, STUDENT_CARDS, counter(query), || matching(query).select(students::id))
                .map_err(internal)?;
        Ok(Page::new(cards.into_iter().map(StudentView::try_from).collect::<Result<_, _>>()?, total))
    }

    fn find(&self, id: StudentId) -> Result<Option<StudentView>, AppError> {
        let mut conn = self.conn()?;
        let Some(mut view) = fresh_view(&mut conn, id.get())? else { return Ok(None) };
        view.history = history(&mut conn, id.get())?;
        Ok(Some(view))
    }
}
