//! Exams: checked and saved inside a unit of work; the clash query and the calendars read through
//! the exclusion constraints' GiST indexes and the per-filter indexes of the migration.

use crate::stored;
use application::ports::{ExamQuery, ExamRepository, ExamView, LessonFilter, Lock};
use application::AppError;
use chrono::{NaiveDate, NaiveTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Date, Int2, Int4, Nullable, Text, Time};
use domain::actor::Scope;
use domain::assessment::Control;
use domain::ids::{ClassHourId, EduSubjectId, ExamId, GroupId, InstitutionId, RoomId, StaffId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::schedule::{BookedLesson, Booking, Clash, ClashKind, DateSpan, Exam, ExamDetails};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::rows::CountRow;
use crate::schema::exams;
use crate::statements::{Query, Statement};
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable, QueryableByName)]
#[diesel(table_name = exams)]
struct ExamRow {
    id: i64,
    institution_id: i64,
    edu_group_id: i64,
    subgroup: Option<i16>,
    edu_subject_id: i64,
    semester_number: i16,
    control: String,
    attempt: i16,
    date: NaiveDate,
    class_hour_id: i64,
    room_id: i64,
    examiner_id: i64,
    version: i32,
}

fn exam(row: ExamRow) -> Result<Exam, AppError> {
    Ok(Exam {
        id: ExamId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(row.institution_id),
        details: ExamDetails {
            group: GroupId::from_stored(row.edu_group_id),
            subgroup: row.subgroup.map(|s| s.clamp(1, 20) as u8),
            subject: EduSubjectId::from_stored(row.edu_subject_id),
            semester: i32::from(row.semester_number),
            control: stored::code(Control::parse, &row.control, "an exam's control")?,
            attempt: row.attempt.clamp(1, 3) as u8,
            date: row.date,
            class_hour: ClassHourId::from_stored(row.class_hour_id),
            room: RoomId::from_stored(row.room_id),
            examiner: StaffId::from_stored(row.examiner_id),
        },
        version: Version::new(row.version),
    })
}

/// An exam with every name its answers show.
#[derive(QueryableByName)]
struct ViewRow {
    #[diesel(embed)]
    exam: ExamRow,
    #[diesel(sql_type = Text)]
    group_name: String,
    #[diesel(sql_type = Nullable<Text>)]
    subgroup_name: Option<String>,
    #[diesel(sql_type = Text)]
    subject_code: String,
    #[diesel(sql_type = Text)]
    subject_uz: String,
    #[diesel(sql_type = Text)]
    subject_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    subject_ru: String,
    #[diesel(sql_type = Text)]
    subject_en: String,
    #[diesel(sql_type = Text)]
    examiner_name: String,
    #[diesel(sql_type = Text)]
    room_name: String,
    #[diesel(sql_type = Int2)]
    class_hour_number: i16,
    #[diesel(sql_type = Time)]
    class_hour_start: NaiveTime,
    #[diesel(sql_type = Time)]
    class_hour_end: NaiveTime,
}

const VIEW: &str = "SELECT e.id, e.institution_id, e.edu_group_id, e.subgroup, e.edu_subject_id, e.semester_number, \
    e.control, e.attempt, e.date, e.class_hour_id, e.room_id, e.examiner_id, e.version, \
    g.name AS group_name, sg.name AS subgroup_name, s.code AS subject_code, \
    s.name_uz AS subject_uz, s.name_uz_cyrl AS subject_uz_cyrl, s.name_ru AS subject_ru, s.name_en AS subject_en, \
    concat_ws(' ', c.last_name, c.first_name, NULLIF(c.middle_name, '')) AS examiner_name, \
    r.name AS room_name, h.number AS class_hour_number, h.start_time AS class_hour_start, h.end_time AS class_hour_end \
    FROM exams e \
    JOIN edu_groups g ON g.id = e.edu_group_id \
    LEFT JOIN edu_subgroups sg ON sg.edu_group_id = e.edu_group_id AND sg.edu_subject_id = e.edu_subject_id \
    AND sg.position = e.subgroup - 1 \
    JOIN edu_subjects s ON s.id = e.edu_subject_id \
    JOIN staffs st ON st.id = e.examiner_id JOIN citizens c ON c.id = st.citizen_id \
    JOIN rooms r ON r.id = e.room_id \
    JOIN class_hours h ON h.id = e.class_hour_id \
    WHERE TRUE";

fn view(row: ViewRow) -> Result<ExamView, AppError> {
    Ok(ExamView {
        exam: exam(row.exam)?,
        group_name: row.group_name,
        subgroup_name: row.subgroup_name,
        subject_code: row.subject_code,
        subject_name: MultilingualName::from_stored(row.subject_uz, row.subject_uz_cyrl, row.subject_ru, row.subject_en),
        examiner_name: row.examiner_name,
        room_name: row.room_name,
        class_hour_number: row.class_hour_number,
        class_hour_start: row.class_hour_start,
        class_hour_end: row.class_hour_end,
    })
}

fn load(conn: &mut PgConnection, q: Query) -> Result<Vec<ExamView>, AppError> {
    q.q.load::<ViewRow>(conn).map_err(internal)?.into_iter().map(view).collect()
}

fn for_whom(mut q: Query, filter: &LessonFilter) -> Query {
    if let Some(id) = filter.institution_id {
        q = q.sql(" AND e.institution_id = ").bind::<BigInt, _>(id.get());
    }
    if let Some(id) = filter.group {
        q = q.sql(" AND e.edu_group_id = ").bind::<BigInt, _>(id.get());
    }
    if let Some(ids) = &filter.teachers {
        let ids: Vec<i64> = ids.iter().map(|t| t.get()).collect();
        q = q.sql(" AND e.examiner_id = ANY(").bind::<Array<BigInt>, _>(ids).sql(")");
    }
    if let Some(id) = filter.room {
        q = q.sql(" AND e.room_id = ").bind::<BigInt, _>(id.get());
    }
    if let Some(id) = filter.subject {
        q = q.sql(" AND e.edu_subject_id = ").bind::<BigInt, _>(id.get());
    }
    q
}

fn queried(q: Query, query: &ExamQuery) -> Query {
    let q = match query.scope {
        Scope::Everywhere => q,
        Scope::Institution(id) => q.sql(" AND e.institution_id = ").bind::<BigInt, _>(id.get()),
        Scope::Nowhere => q.sql(" AND FALSE"),
    };
    let filter = LessonFilter {
        institution_id: query.institution,
        group: query.group,
        teachers: query.examiners.clone(),
        room: query.room,
        subject: None,
    };
    let mut q = for_whom(q, &filter);
    if let Some(control) = query.control {
        q = q.sql(" AND e.control = ").bind::<Text, _>(control.code());
    }
    if let Some(dates) = query.dates {
        q = q.sql(" AND e.date BETWEEN ").bind::<Date, _>(dates.start()).sql(" AND ").bind::<Date, _>(dates.end());
    }
    q
}

/// The exams that claim the booking's group, examiner or room on its days, but the one excepted.
fn booked_query(booking: &Booking, except: Option<ExamId>) -> Query {
    Query::new("exams.booked", VIEW)
        .sql(" AND e.class_hour_id = ")
        .bind::<BigInt, _>(booking.class_hour.get())
        .sql(" AND e.date BETWEEN ")
        .bind::<Date, _>(booking.dates.start())
        .sql(" AND ")
        .bind::<Date, _>(booking.dates.end())
        .sql(" AND extract(isodow FROM e.date) = ")
        .bind::<Int4, _>(i32::from(booking.weekday.get()))
        .sql(" AND (e.edu_group_id = ")
        .bind::<BigInt, _>(booking.group.get())
        .sql(" OR e.examiner_id = ")
        .bind::<BigInt, _>(booking.teacher.get())
        .sql(" OR e.room_id = ")
        .bind::<BigInt, _>(booking.room.get())
        .sql(") AND e.id <> ")
        .bind::<BigInt, _>(except.map_or(0, |id| id.get()))
        .sql(" ORDER BY e.date, e.id")
}

fn views_query(ids: Vec<i64>) -> Query {
    Query::new("exams.views", VIEW).sql(" AND e.id = ANY(").bind::<Array<BigInt>, _>(ids).sql(")")
}

/// The count of the exams of the query, and its page.
fn list_queries(query: &ExamQuery) -> (Query, Query) {
    let counted = queried(Query::new("exams.count", "SELECT count(*) AS count FROM exams e WHERE TRUE"), query);
    let page = queried(Query::new("exams.list", VIEW), query)
        .sql(" ORDER BY e.date, h.start_time, g.name, e.id LIMIT ")
        .bind::<BigInt, _>(query.page.limit())
        .sql(" OFFSET ")
        .bind::<BigInt, _>(query.page.offset());
    (counted, page)
}

fn window_query(filter: &LessonFilter, window: DateSpan) -> Query {
    for_whom(Query::new("exams.in_window", VIEW), filter)
        .sql(" AND e.date BETWEEN ")
        .bind::<Date, _>(window.start())
        .sql(" AND ")
        .bind::<Date, _>(window.end())
        .sql(" ORDER BY e.date, h.start_time, g.name, e.id")
}

pub(crate) fn statements() -> Vec<Statement> {
    let week = DateSpan::teaching_week(NaiveDate::default());
    let mut all = vec![booked_query(&crate::schedule::sample_booking(), None).statement(), views_query(vec![1]).statement()];
    for filter in crate::schedule::sample_filters() {
        all.push(window_query(&filter, week).statement());
    }
    for scope in crate::statements::scopes() {
        for has in crate::statements::condition_sets(6) {
            let query = ExamQuery {
                scope,
                institution: has(0).then(|| InstitutionId::from_stored(1)),
                group: has(1).then(|| GroupId::from_stored(1)),
                examiners: has(2).then(|| vec![StaffId::from_stored(1)]),
                room: has(3).then(|| RoomId::from_stored(1)),
                control: has(4).then_some(Control::Final),
                dates: has(5).then_some(week),
                page: PageRequest::largest(),
            };
            let (count, page) = list_queries(&query);
            all.push(count.statement());
            all.push(page.statement());
        }
    }
    all
}

/// A clash with another exam only the exclusion constraints saw.
fn write_error(error: diesel::result::Error) -> AppError {
    if let diesel::result::Error::DatabaseError(_, info) = &error {
        let kind = match info.constraint_name() {
            Some("exams_group_clash") => Some(ClashKind::Group),
            Some("exams_examiner_clash") => Some(ClashKind::Teacher),
            Some("exams_room_clash") => Some(ClashKind::Room),
            _ => None,
        };
        if let Some(kind) = kind {
            return AppError::conflict(Clash { kind, existing: None });
        }
    }
    internal(error)
}

impl ExamRepository for PgTransaction<'_> {
    fn find(&mut self, id: ExamId, lock: Lock) -> Result<Option<Exam>, AppError> {
        let q = exams::table.filter(exams::id.eq(id.get())).select(ExamRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(exam).transpose()
    }

    fn insert(&mut self, institution: InstitutionId, d: &ExamDetails) -> Result<Exam, AppError> {
        let row: ExamRow = diesel::insert_into(exams::table)
            .values((
                exams::institution_id.eq(institution.get()),
                exams::edu_group_id.eq(d.group.get()),
                exams::subgroup.eq(d.subgroup.map(i16::from)),
                exams::edu_subject_id.eq(d.subject.get()),
                exams::semester_number.eq(d.semester as i16),
                exams::control.eq(d.control.code()),
                exams::attempt.eq(i16::from(d.attempt)),
                exams::date.eq(d.date),
                exams::class_hour_id.eq(d.class_hour.get()),
                exams::room_id.eq(d.room.get()),
                exams::examiner_id.eq(d.examiner.get()),
            ))
            .returning(ExamRow::as_returning())
            .get_result(self.conn)
            .map_err(write_error)?;
        exam(row)
    }

    fn save(&mut self, stored: &Exam) -> Result<Exam, AppError> {
        let d = &stored.details;
        let target = exams::table.filter(exams::id.eq(stored.id.get())).filter(exams::version.eq(stored.version.get()));
        let row: Option<ExamRow> = diesel::update(target)
            .set((
                exams::edu_group_id.eq(d.group.get()),
                exams::subgroup.eq(d.subgroup.map(i16::from)),
                exams::edu_subject_id.eq(d.subject.get()),
                exams::semester_number.eq(d.semester as i16),
                exams::control.eq(d.control.code()),
                exams::attempt.eq(i16::from(d.attempt)),
                exams::date.eq(d.date),
                exams::class_hour_id.eq(d.class_hour.get()),
                exams::room_id.eq(d.room.get()),
                exams::examiner_id.eq(d.examiner.get()),
                exams::version.eq(exams::version + 1),
                exams::updated_at.eq(Utc::now()),
            ))
            .returning(ExamRow::as_returning())
            .get_result(self.conn)
            .optional()
            .map_err(write_error)?;
        row.map(exam).transpose()?.ok_or(AppError::StaleVersion)
    }

    fn remove(&mut self, stored: &Exam) -> Result<(), AppError> {
        let target = exams::table.filter(exams::id.eq(stored.id.get())).filter(exams::version.eq(stored.version.get()));
        let changed = diesel::delete(target).execute(self.conn).map_err(internal)?;
        stale_unless_changed(changed)
    }

    fn booked(&mut self, booking: &Booking, except: Option<ExamId>) -> Result<Vec<BookedLesson>, AppError> {
        let q = booked_query(booking, except);
        Ok(load(self.conn, q)?
            .into_iter()
            .map(|v| BookedLesson {
                booking: v.exam.details.booking(),
                subgroup_name: v.subgroup_name.or_else(|| v.exam.details.subgroup.map(|n| n.to_string())),
                group_name: v.group_name,
                subject_name: v.subject_name.uz().to_string(),
                teacher_name: v.examiner_name,
                room_name: v.room_name,
                class_hour_number: v.class_hour_number,
                exam_date: Some(v.exam.details.date),
            })
            .collect())
    }

    fn views(&mut self, ids: &[ExamId]) -> Result<Vec<ExamView>, AppError> {
        let ids: Vec<i64> = ids.iter().map(|i| i.get()).collect();
        let mut views = load(self.conn, views_query(ids.clone()))?;
        views.sort_by_key(|v| ids.iter().position(|id| *id == v.exam.id.get()));
        Ok(views)
    }

    fn list(&mut self, query: &ExamQuery) -> Result<Page<ExamView>, AppError> {
        let (counted, page) = list_queries(query);
        let count = counted.q.get_result::<CountRow>(self.conn).map_err(internal)?.count;
        Ok(Page::exact(load(self.conn, page)?, count))
    }

    fn in_window(&mut self, filter: &LessonFilter, window: DateSpan) -> Result<Vec<ExamView>, AppError> {
        load(self.conn, window_query(filter, window))
    }
}
