//! Weekly lessons: checked and saved inside a unit of work; the clash query and the calendars read
//! through the exclusion constraints' GiST indexes and the per-filter indexes of the migration.

use crate::stored;
use std::collections::BTreeSet;
use std::sync::LazyLock;

use application::ports::{LessonFilter, LessonQuery, LessonView, RoomFacts, ScheduleRepository, TeacherFacts};
use application::AppError;
use chrono::{NaiveDate, NaiveTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Date, Int2, Int4, Nullable, Text, Time};
use domain::actor::Scope;
use domain::ids::{ClassHourId, CurriculumId, EduSubjectId, GroupId, InstitutionId, RoomId, ScheduleId, StaffId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::schedule::{BookedLesson, Booking, Clash, ClashKind, DateSpan, LessonDetails, LessonType, Weekday, WeeklyLesson};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::names::{name_of, NameColumns};
use crate::rows::CountRow;
use crate::schema::{
    buildings, citizens, class_hours, curriculum_semesters, institution_positions, institutions, rooms, schedule_lesson_skips,
    schedule_lessons, staff_position_subjects, staff_positions, staffs,
};
use crate::statements::{Query, Statement};
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = schedule_lessons)]
struct LessonRow {
    id: i64,
    institution_id: i64,
    edu_group_id: i64,
    subgroup: Option<i16>,
    edu_subject_id: i64,
    teacher_id: i64,
    room_id: i64,
    weekday: i16,
    class_hour_id: i64,
    lesson_type: String,
    start_date: NaiveDate,
    end_date: NaiveDate,
    version: i32,
}

fn lesson(row: LessonRow) -> Result<WeeklyLesson, AppError> {
    Ok(WeeklyLesson {
        id: ScheduleId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(row.institution_id),
        details: LessonDetails {
            group: GroupId::from_stored(row.edu_group_id),
            subgroup: row.subgroup.map(|s| s.clamp(1, 20) as u8),
            subject: EduSubjectId::from_stored(row.edu_subject_id),
            teacher: StaffId::from_stored(row.teacher_id),
            room: RoomId::from_stored(row.room_id),
            weekday: Weekday::from_stored(row.weekday),
            class_hour: ClassHourId::from_stored(row.class_hour_id),
            lesson_type: stored::code(LessonType::parse, &row.lesson_type, "a lesson's type")?,
            dates: DateSpan::new(row.start_date, row.end_date).ok_or_else(|| AppError::internal("a lesson ends before it starts"))?,
        },
        version: Version::new(row.version),
    })
}

/// A lesson with every name its answers show, as the view query reads it.
#[derive(QueryableByName)]
pub(crate) struct ViewRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    edu_group_id: i64,
    #[diesel(sql_type = Nullable<Int2>)]
    subgroup: Option<i16>,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = BigInt)]
    teacher_id: i64,
    #[diesel(sql_type = BigInt)]
    room_id: i64,
    #[diesel(sql_type = Int2)]
    weekday: i16,
    #[diesel(sql_type = BigInt)]
    class_hour_id: i64,
    #[diesel(sql_type = Text)]
    lesson_type: String,
    #[diesel(sql_type = Date)]
    start_date: NaiveDate,
    #[diesel(sql_type = Date)]
    end_date: NaiveDate,
    #[diesel(sql_type = Int4)]
    version: i32,
    #[diesel(sql_type = Text)]
    institution_uz: String,
    #[diesel(sql_type = Text)]
    institution_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    institution_ru: String,
    #[diesel(sql_type = Text)]
    institution_en: String,
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
    teacher_name: String,
    #[diesel(sql_type = Text)]
    room_name: String,
    #[diesel(sql_type = Int4)]
    room_capacity: i32,
    #[diesel(sql_type = Text)]
    building_name: String,
    #[diesel(sql_type = Int2)]
    class_hour_number: i16,
    #[diesel(sql_type = Time)]
    class_hour_start: NaiveTime,
    #[diesel(sql_type = Time)]
    class_hour_end: NaiveTime,
    #[diesel(sql_type = Array<Date>)]
    skipped: Vec<NaiveDate>,
}

/// The columns of `ViewRow` a lesson `l` of the institution `i` shares with a draft lesson: the
/// lesson's own but its institution, then the names of what it joins (`LESSON_VIEW_JOINS`).
pub(crate) const LESSON_VIEW_COLUMNS: &str = "l.edu_group_id, l.subgroup, l.edu_subject_id, l.teacher_id, l.room_id, \
    l.weekday, l.class_hour_id, l.lesson_type, l.start_date, l.end_date, l.version, \
    i.name_uz AS institution_uz, i.name_uz_cyrl AS institution_uz_cyrl, i.name_ru AS institution_ru, i.name_en AS institution_en, g.name AS group_name, \
    sg.name AS subgroup_name, s.code AS subject_code, s.name_uz AS subject_uz, s.name_uz_cyrl AS subject_uz_cyrl, s.name_ru AS subject_ru, s.name_en AS subject_en, \
    concat_ws(' ', c.last_name, c.first_name, NULLIF(c.middle_name, '')) AS teacher_name, \
    r.name AS room_name, r.capacity AS room_capacity, b.name AS building_name, \
    h.number AS class_hour_number, h.start_time AS class_hour_start, h.end_time AS class_hour_end";

/// The joins after the institution that `LESSON_VIEW_COLUMNS` read.
pub(crate) const LESSON_VIEW_JOINS: &str = "JOIN edu_groups g ON g.id = l.edu_group_id \
    LEFT JOIN edu_subgroups sg ON sg.edu_group_id = l.edu_group_id AND sg.edu_subject_id = l.edu_subject_id \
    AND sg.position = l.subgroup - 1 \
    JOIN edu_subjects s ON s.id = l.edu_subject_id \
    JOIN staffs st ON st.id = l.teacher_id JOIN citizens c ON c.id = st.citizen_id \
    JOIN rooms r ON r.id = l.room_id JOIN buildings b ON b.id = r.building_id \
    JOIN class_hours h ON h.id = l.class_hour_id";

/// The living lessons with every name `ViewRow` reads, the conditions of a query to follow.
static VIEW: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT l.id, l.institution_id, {LESSON_VIEW_COLUMNS}, \
         COALESCE((SELECT array_agg(k.date ORDER BY k.date) FROM schedule_lesson_skips k WHERE k.schedule_lesson_id = l.id), \
         '{{}}'::date[]) AS skipped \
         FROM schedule_lessons l JOIN institutions i ON i.id = l.institution_id {LESSON_VIEW_JOINS} \
         WHERE l.deleted_at IS NULL"
    )
});

pub(crate) fn into_view(row: ViewRow) -> Result<LessonView, AppError> {
    let stored = lesson(LessonRow {
        id: row.id,
        institution_id: row.institution_id,
        edu_group_id: row.edu_group_id,
        subgroup: row.subgroup,
        edu_subject_id: row.edu_subject_id,
        teacher_id: row.teacher_id,
        room_id: row.room_id,
        weekday: row.weekday,
        class_hour_id: row.class_hour_id,
        lesson_type: row.lesson_type,
        start_date: row.start_date,
        end_date: row.end_date,
        version: row.version,
    })?;
    Ok(LessonView {
        lesson: stored,
        skipped: row.skipped.into_iter().collect::<BTreeSet<_>>(),
        institution_name: MultilingualName::from_stored(
            row.institution_uz,
            row.institution_uz_cyrl,
            row.institution_ru,
            row.institution_en,
        ),
        group_name: row.group_name,
        subgroup_name: row.subgroup_name,
        subject_code: row.subject_code,
        subject_name: MultilingualName::from_stored(row.subject_uz, row.subject_uz_cyrl, row.subject_ru, row.subject_en),
        teacher_name: row.teacher_name,
        room_name: row.room_name,
        room_capacity: row.room_capacity,
        building_name: row.building_name,
        class_hour_number: row.class_hour_number,
        class_hour_start: row.class_hour_start,
        class_hour_end: row.class_hour_end,
    })
}

/// The lessons that claim the booking's group, teacher or room at its time.
fn booked_query(booking: &Booking) -> Query {
    Query::new("schedule.booked", &VIEW)
        .sql(" AND l.weekday = ")
        .bind::<Int2, _>(i16::from(booking.weekday.get()))
        .sql(" AND l.class_hour_id = ")
        .bind::<BigInt, _>(booking.class_hour.get())
        .sql(" AND daterange(l.start_date, l.end_date, '[]') && daterange(")
        .bind::<Date, _>(booking.dates.start())
        .sql(", ")
        .bind::<Date, _>(booking.dates.end())
        .sql(", '[]') AND (l.edu_group_id = ")
        .bind::<BigInt, _>(booking.group.get())
        .sql(" OR l.teacher_id = ")
        .bind::<BigInt, _>(booking.teacher.get())
        .sql(" OR l.room_id = ")
        .bind::<BigInt, _>(booking.room.get())
        .sql(") ORDER BY l.id")
}

fn views_query(ids: Vec<i64>) -> Query {
    Query::new("schedule.views", &VIEW).sql(" AND l.id = ANY(").bind::<Array<BigInt>, _>(ids).sql(")")
}

/// The count of the lessons of the query, and its page.
fn list_queries(query: &LessonQuery) -> (Query, Query) {
    let count = Query::new("schedule.count", "SELECT count(*) AS count FROM schedule_lessons l WHERE l.deleted_at IS NULL");
    let counted = filtered(scoped(count, query.scope), &query.filter);
    let page = filtered(scoped(Query::new("schedule.list", &VIEW), query.scope), &query.filter)
        .sql(" ORDER BY l.id DESC LIMIT ")
        .bind::<BigInt, _>(query.page.limit())
        .sql(" OFFSET ")
        .bind::<BigInt, _>(query.page.offset());
    (counted, page)
}

fn window_query(filter: &LessonFilter, window: DateSpan) -> Query {
    filtered(Query::new("schedule.in_window", &VIEW), filter)
        .sql(" AND l.start_date <= ")
        .bind::<Date, _>(window.end())
        .sql(" AND l.end_date >= ")
        .bind::<Date, _>(window.start())
        .sql(" ORDER BY l.weekday, h.start_time, l.id")
}

/// Every filter the lessons' and exams' lists and calendars are asked with: each condition on and off.
pub(crate) fn sample_filters() -> Vec<LessonFilter> {
    crate::statements::condition_sets(5)
        .map(|has| LessonFilter {
            institution_id: has(0).then(|| InstitutionId::from_stored(1)),
            group: has(1).then(|| GroupId::from_stored(1)),
            teachers: has(2).then(|| vec![StaffId::from_stored(1)]),
            room: has(3).then(|| RoomId::from_stored(1)),
            subject: has(4).then(|| EduSubjectId::from_stored(1)),
        })
        .collect()
}

/// A booking for the clash queries' statements.
pub(crate) fn sample_booking() -> Booking {
    Booking {
        id: None,
        group: GroupId::from_stored(1),
        subgroup: None,
        teacher: StaffId::from_stored(1),
        room: RoomId::from_stored(1),
        weekday: Weekday::from_stored(1),
        class_hour: ClassHourId::from_stored(1),
        dates: DateSpan::teaching_week(NaiveDate::default()),
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    let week = DateSpan::teaching_week(NaiveDate::default());
    let mut all = vec![booked_query(&sample_booking()).statement(), views_query(vec![1]).statement()];
    for filter in sample_filters() {
        all.push(window_query(&filter, week).statement());
        for scope in crate::statements::scopes() {
            let (count, page) = list_queries(&LessonQuery { scope, filter: filter.clone(), page: PageRequest::largest() });
            all.push(count.statement());
            all.push(page.statement());
        }
    }
    all
}

/// The filter's conditions, each narrowing.
fn filtered(mut q: Query, filter: &LessonFilter) -> Query {
    if let Some(id) = filter.institution_id {
        q = q.sql(" AND l.institution_id = ").bind::<BigInt, _>(id.get());
    }
    if let Some(id) = filter.group {
        q = q.sql(" AND l.edu_group_id = ").bind::<BigInt, _>(id.get());
    }
    if let Some(ids) = &filter.teachers {
        let ids: Vec<i64> = ids.iter().map(|t| t.get()).collect();
        q = q.sql(" AND l.teacher_id = ANY(").bind::<Array<BigInt>, _>(ids).sql(")");
    }
    if let Some(id) = filter.room {
        q = q.sql(" AND l.room_id = ").bind::<BigInt, _>(id.get());
    }
    if let Some(id) = filter.subject {
        q = q.sql(" AND l.edu_subject_id = ").bind::<BigInt, _>(id.get());
    }
    q
}

fn scoped(q: Query, scope: Scope) -> Query {
    match scope {
        Scope::Everywhere => q,
        Scope::Institution(id) => q.sql(" AND l.institution_id = ").bind::<BigInt, _>(id.get()),
        Scope::Nowhere => q.sql(" AND FALSE"),
    }
}

fn load(conn: &mut PgConnection, q: Query) -> Result<Vec<LessonView>, AppError> {
    crate::statements::in_written_join_order(conn, |conn| q.q.load::<ViewRow>(conn)).map_err(internal)?.into_iter().map(into_view).collect()
}

/// A clash only the exclusion constraints saw: another editor saved the slot a moment before.
fn write_error(error: diesel::result::Error) -> AppError {
    if let diesel::result::Error::DatabaseError(_, info) = &error {
        let kind = match info.constraint_name() {
            Some("schedule_lessons_group_clash") => Some(ClashKind::Group),
            Some("schedule_lessons_teacher_clash") => Some(ClashKind::Teacher),
            Some("schedule_lessons_room_clash") => Some(ClashKind::Room),
            _ => None,
        };
        if let Some(kind) = kind {
            return AppError::conflict(Clash { kind, existing: None });
        }
    }
    internal(error)
}

impl ScheduleRepository for PgTransaction<'_> {
    fn find(&mut self, id: ScheduleId, lock: application::ports::Lock) -> Result<Option<WeeklyLesson>, AppError> {
        let q = schedule_lessons::table
            .filter(schedule_lessons::id.eq(id.get()))
            .filter(schedule_lessons::deleted_at.is_null())
            .select(LessonRow::as_select());
        let row = match lock {
            application::ports::Lock::None => q.first(self.conn).optional(),
            application::ports::Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(lesson).transpose()
    }

    fn insert(&mut self, institution: InstitutionId, d: &LessonDetails) -> Result<WeeklyLesson, AppError> {
        let row: LessonRow = diesel::insert_into(schedule_lessons::table)
            .values((
                schedule_lessons::institution_id.eq(institution.get()),
                schedule_lessons::edu_group_id.eq(d.group.get()),
                schedule_lessons::subgroup.eq(d.subgroup.map(i16::from)),
                schedule_lessons::edu_subject_id.eq(d.subject.get()),
                schedule_lessons::teacher_id.eq(d.teacher.get()),
                schedule_lessons::room_id.eq(d.room.get()),
                schedule_lessons::weekday.eq(i16::from(d.weekday.get())),
                schedule_lessons::class_hour_id.eq(d.class_hour.get()),
                schedule_lessons::lesson_type.eq(d.lesson_type.code()),
                schedule_lessons::start_date.eq(d.dates.start()),
                schedule_lessons::end_date.eq(d.dates.end()),
            ))
            .returning(LessonRow::as_returning())
            .get_result(self.conn)
            .map_err(write_error)?;
        lesson(row)
    }

    fn save(&mut self, stored: &WeeklyLesson) -> Result<WeeklyLesson, AppError> {
        let d = &stored.details;
        let target = schedule_lessons::table
            .filter(schedule_lessons::id.eq(stored.id.get()))
            .filter(schedule_lessons::version.eq(stored.version.get()))
            .filter(schedule_lessons::deleted_at.is_null());
        let row: Option<LessonRow> = diesel::update(target)
            .set((
                schedule_lessons::edu_group_id.eq(d.group.get()),
                schedule_lessons::subgroup.eq(d.subgroup.map(i16::from)),
                schedule_lessons::edu_subject_id.eq(d.subject.get()),
                schedule_lessons::teacher_id.eq(d.teacher.get()),
                schedule_lessons::room_id.eq(d.room.get()),
                schedule_lessons::weekday.eq(i16::from(d.weekday.get())),
                schedule_lessons::class_hour_id.eq(d.class_hour.get()),
                schedule_lessons::lesson_type.eq(d.lesson_type.code()),
                schedule_lessons::start_date.eq(d.dates.start()),
                schedule_lessons::end_date.eq(d.dates.end()),
                schedule_lessons::version.eq(schedule_lessons::version + 1),
                schedule_lessons::updated_at.eq(Utc::now()),
            ))
            .returning(LessonRow::as_returning())
            .get_result(self.conn)
            .optional()
            .map_err(write_error)?;
        row.map(lesson).transpose()?.ok_or(AppError::StaleVersion)
    }

    fn remove(&mut self, stored: &WeeklyLesson) -> Result<(), AppError> {
        let target = schedule_lessons::table
            .filter(schedule_lessons::id.eq(stored.id.get()))
            .filter(schedule_lessons::version.eq(stored.version.get()))
            .filter(schedule_lessons::deleted_at.is_null());
        let changed = diesel::update(target)
            .set((schedule_lessons::deleted_at.eq(Utc::now()), schedule_lessons::version.eq(schedule_lessons::version + 1)))
            .execute(self.conn)
            .map_err(internal)?;
        stale_unless_changed(changed)
    }

    fn skip_day(&mut self, id: ScheduleId, day: NaiveDate) -> Result<(), AppError> {
        diesel::insert_into(schedule_lesson_skips::table)
            .values((schedule_lesson_skips::schedule_lesson_id.eq(id.get()), schedule_lesson_skips::date.eq(day)))
            .on_conflict_do_nothing()
            .execute(self.conn)
            .map_err(internal)?;
        diesel::update(schedule_lessons::table.find(id.get()))
            .set((schedule_lessons::version.eq(schedule_lessons::version + 1), schedule_lessons::updated_at.eq(Utc::now())))
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }

    fn booked(&mut self, booking: &Booking) -> Result<Vec<BookedLesson>, AppError> {
        let q = booked_query(booking);
        Ok(load(self.conn, q)?
            .into_iter()
            .map(|v| BookedLesson {
                booking: v.lesson.details.booking(Some(v.lesson.id)),
                group_name: v.group_name,
                subgroup_name: v.subgroup_name.or_else(|| v.lesson.details.subgroup.map(|n| n.to_string())),
                subject_name: v.subject_name.uz().to_string(),
                teacher_name: v.teacher_name,
                room_name: v.room_name,
                class_hour_number: v.class_hour_number,
                exam_date: None,
            })
            .collect())
    }

    fn teacher(&mut self, id: StaffId) -> Result<Option<TeacherFacts>, AppError> {
        let row: Option<(i64, i64, String, String, String)> = staffs::table
            .inner_join(citizens::table)
            .filter(staffs::id.eq(id.get()))
            .filter(staffs::deleted_at.is_null())
            .select((staffs::id, staffs::institution_id, citizens::last_name, citizens::first_name, citizens::middle_name))
            .first(self.conn)
            .optional()
            .map_err(internal)?;
        let Some((id, institution, last, first, middle)) = row else {
            return Ok(None);
        };
        let subjects: Vec<i64> = staff_position_subjects::table
            .inner_join(staff_positions::table.inner_join(institution_positions::table))
            .filter(staff_positions::staff_id.eq(id))
            .filter(institution_positions::is_teaching.eq(true))
            .select(staff_position_subjects::edu_subject_id)
            .load(self.conn)
            .map_err(internal)?;
        Ok(Some(TeacherFacts {
            id: StaffId::from_stored(id),
            institution_id: InstitutionId::from_stored(institution),
            full_name: crate::groups::full_name(&last, &first, &middle),
            subjects: subjects.into_iter().map(EduSubjectId::from_stored).collect(),
        }))
    }

    fn room(&mut self, id: RoomId) -> Result<Option<RoomFacts>, AppError> {
        let row: Option<(i64, i64, i32, String, String)> = rooms::table
            .inner_join(buildings::table)
            .filter(rooms::id.eq(id.get()))
            .select((rooms::id, buildings::institution_id, rooms::capacity, rooms::name, buildings::name))
            .first(self.conn)
            .optional()
            .map_err(internal)?;
        Ok(row.map(|(id, institution, capacity, room, building)| RoomFacts {
            id: RoomId::from_stored(id),
            institution_id: InstitutionId::from_stored(institution),
            capacity,
            name: format!("{room} ({building})"),
        }))
    }

    fn institution_name(&mut self, id: InstitutionId) -> Result<Option<MultilingualName>, AppError> {
        let row: Option<NameColumns> = institutions::table
            .find(id.get())
            .select((institutions::name_uz, institutions::name_uz_cyrl, institutions::name_ru, institutions::name_en))
            .first(self.conn)
            .optional()
            .map_err(internal)?;
        Ok(row.map(name_of))
    }

    fn class_hour(&mut self, id: ClassHourId) -> Result<Option<InstitutionId>, AppError> {
        let institution: Option<i64> = class_hours::table
            .filter(class_hours::id.eq(id.get()))
            .select(class_hours::institution_id)
            .first(self.conn)
            .optional()
            .map_err(internal)?;
        Ok(institution.map(InstitutionId::from_stored))
    }

    fn semester_dates(&mut self, curriculum: CurriculumId, semester: i32) -> Result<Option<DateSpan>, AppError> {
        let row: Option<(Option<NaiveDate>, Option<NaiveDate>)> = curriculum_semesters::table
            .filter(curriculum_semesters::curriculum_id.eq(curriculum.get()))
            .filter(curriculum_semesters::semester_number.eq(semester))
            .select((curriculum_semesters::start_date, curriculum_semesters::end_date))
            .first(self.conn)
            .optional()
            .map_err(internal)?;
        Ok(match row {
            Some((Some(start), Some(end))) => DateSpan::new(start, end),
            _ => None,
        })
    }

    fn views(&mut self, ids: &[ScheduleId]) -> Result<Vec<LessonView>, AppError> {
        let ids: Vec<i64> = ids.iter().map(|i| i.get()).collect();
        let mut views = load(self.conn, views_query(ids.clone()))?;
        views.sort_by_key(|v| ids.iter().position(|id| *id == v.lesson.id.get()));
        Ok(views)
    }

    fn list(&mut self, query: &LessonQuery) -> Result<Page<LessonView>, AppError> {
        let (counted, page) = list_queries(query);
        let count = counted.q.get_result::<CountRow>(self.conn).map_err(internal)?.count;
        Ok(Page::exact(load(self.conn, page)?, count))
    }

    fn in_window(&mut self, filter: &LessonFilter, window: DateSpan) -> Result<Vec<LessonView>, AppError> {
        load(self.conn, window_query(filter, window))
    }
}
