//! The timetable solver's tables: what a timetable of an institution is made of (read in a few
//! set queries), runs with their progress and unplaced lessons, drafts, weights and teachers'
//! unavailable periods.

use crate::stored;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use application::ports::{
    DraftLesson, GroupOfTimetable, LessonView, Lock, NewRun, PeriodOfDay, RoomOfTimetable, RunResult, SubjectOfGroup, TeacherOfTimetable,
    TimetableData, TimetableRepository, TimetableRun, Unavailability, UnplacedLesson,
};
use application::AppError;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Date, Int2, Int4, Nullable, Text};
use domain::ids::{ClassHourId, EduSubjectId, GroupId, InstitutionId, RoomId, StaffId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::room::RoomKind;
use domain::schedule::{Booking, DateSpan, LessonDetails, LessonType, Weekday};
use domain::timetable::{DraftLessonId, PeriodKind, RunId, RunStatus, TimetableWeights, UnavailabilityId, UnplacedReason};
use domain::version::Version;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::errors::{internal, stale_unless_changed};
use crate::rows::FoundRow;
use crate::schedule::{into_view, ViewRow, LESSON_VIEW_COLUMNS, LESSON_VIEW_JOINS};
use crate::schema::{teacher_unavailability, timetable_draft_lessons, timetable_runs, timetable_settings};
use crate::statements::Statement;
use crate::unit_of_work::PgTransaction;

/// A run that has not reported for this long is taken as lost with its server.
const LOST_AFTER: &str = "interval '2 minutes'";

#[derive(QueryableByName)]
struct PeriodRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Int2)]
    number: i16,
    #[diesel(sql_type = BigInt)]
    minutes: i64,
}

#[derive(QueryableByName)]
struct RoomRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Int4)]
    capacity: i32,
    #[diesel(sql_type = Text)]
    kind: String,
}

#[derive(QueryableByName)]
struct TeacherRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    full_name: String,
    #[diesel(sql_type = BigInt)]
    rate: i64,
    #[diesel(sql_type = diesel::sql_types::Array<BigInt>)]
    subjects: Vec<i64>,
}

#[derive(QueryableByName)]
struct GroupRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Int4)]
    students: i32,
    #[diesel(sql_type = Date)]
    start_date: NaiveDate,
    #[diesel(sql_type = Date)]
    end_date: NaiveDate,
}

#[derive(QueryableByName)]
struct GroupSubjectRow {
    #[diesel(sql_type = BigInt)]
    group_id: i64,
    #[diesel(sql_type = BigInt)]
    subject_id: i64,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = Int4)]
    study_hours: i32,
    #[diesel(sql_type = diesel::sql_types::Array<Int4>)]
    subgroups: Vec<i32>,
}

#[derive(QueryableByName)]
struct PublishedRow {
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
    #[diesel(sql_type = Date)]
    start_date: NaiveDate,
    #[diesel(sql_type = Date)]
    end_date: NaiveDate,
}

#[derive(QueryableByName)]
struct UnavailabilityRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
    #[diesel(sql_type = BigInt)]
    staff_id: i64,
    #[diesel(sql_type = Text)]
    teacher_name: String,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Int2)]
    weekday: i16,
    #[diesel(sql_type = BigInt)]
    class_hour_id: i64,
    #[diesel(sql_type = Int2)]
    class_hour_number: i16,
}

impl TryFrom<UnavailabilityRow> for Unavailability {
    type Error = AppError;

    fn try_from(row: UnavailabilityRow) -> Result<Self, AppError> {
        Ok(Unavailability {
            id: UnavailabilityId::from_stored(row.id),
            institution_id: InstitutionId::from_stored(row.institution_id),
            teacher: StaffId::from_stored(row.staff_id),
            teacher_name: row.teacher_name,
            kind: stored::code(PeriodKind::parse, &row.kind, "a teacher's period's kind")?,
            weekday: Weekday::from_stored(row.weekday),
            class_hour: ClassHourId::from_stored(row.class_hour_id),
            class_hour_number: row.class_hour_number,
        })
    }
}

const UNAVAILABILITY: &str = "SELECT u.id, u.institution_id, u.staff_id, \
    concat_ws(' ', c.last_name, c.first_name, NULLIF(c.middle_name, '')) AS teacher_name, u.kind, u.weekday, u.class_hour_id, \
    h.number AS class_hour_number \
    FROM teacher_unavailability u JOIN staffs s ON s.id = u.staff_id JOIN citizens c ON c.id = s.citizen_id \
    JOIN class_hours h ON h.id = u.class_hour_id";

/// A lesson left out, as the run's `unplaced` column keeps it.
#[derive(Serialize, Deserialize)]
struct StoredUnplaced {
    group_id: i64,
    group_name: String,
    subgroup: Option<u8>,
    subject_id: i64,
    subject_name: [String; 3],
    /// Absent from runs stored before names had a Cyrillic form.
    #[serde(default)]
    subject_name_cyrl: String,
    teacher: Option<(i64, String)>,
    lessons: u32,
    reason: String,
    numbers: (u32, u32),
}

fn store_unplaced(list: &[UnplacedLesson]) -> Result<Value, AppError> {
    let stored: Vec<StoredUnplaced> = list
        .iter()
        .map(|u| StoredUnplaced {
            group_id: u.group.get(),
            group_name: u.group_name.clone(),
            subgroup: u.subgroup,
            subject_id: u.subject.get(),
            subject_name: [u.subject_name.uz().to_string(), u.subject_name.ru().to_string(), u.subject_name.en().to_string()],
            subject_name_cyrl: u.subject_name.uz_cyrl().to_string(),
            teacher: u.teacher.as_ref().map(|(id, name)| (id.get(), name.clone())),
            lessons: u.lessons,
            reason: u.reason.code().to_string(),
            numbers: u.reason.numbers(),
        })
        .collect();
    serde_json::to_value(stored).map_err(|e| AppError::internal(format!("a run's unplaced lessons cannot be stored: {e}")))
}

fn load_unplaced(value: Value) -> Result<Vec<UnplacedLesson>, AppError> {
    let stored: Vec<StoredUnplaced> =
        serde_json::from_value(value).map_err(|e| AppError::internal(format!("a run's unplaced lessons are malformed: {e}")))?;
    stored
        .into_iter()
        .map(|s| {
            let reason = UnplacedReason::from_stored(&s.reason, s.numbers.0, s.numbers.1)
                .ok_or_else(|| AppError::internal(format!("a run's unplaced lesson has an unknown reason {:?}", s.reason)))?;
            let [uz, ru, en] = s.subject_name;
            let uz_cyrl = s.subject_name_cyrl;
            Ok(UnplacedLesson {
                group: GroupId::from_stored(s.group_id),
                group_name: s.group_name,
                subgroup: s.subgroup,
                subject: EduSubjectId::from_stored(s.subject_id),
                subject_name: MultilingualName::from_stored(uz, uz_cyrl, ru, en),
                teacher: s.teacher.map(|(id, name)| (StaffId::from_stored(id), name)),
                lessons: s.lessons,
                reason,
            })
        })
        .collect()
}

#[derive(Queryable)]
struct RunRow {
    id: i64,
    institution_id: i64,
    status: String,
    date_from: NaiveDate,
    date_to: NaiveDate,
    seconds: i32,
    progress: i32,
    penalty: Option<i64>,
    placed: i32,
    total: i32,
    unplaced: Value,
    stop_requested: bool,
    published_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

type RunColumns = (
    timetable_runs::id,
    timetable_runs::institution_id,
    timetable_runs::status,
    timetable_runs::date_from,
    timetable_runs::date_to,
    timetable_runs::seconds,
    timetable_runs::progress,
    timetable_runs::penalty,
    timetable_runs::placed,
    timetable_runs::total,
    timetable_runs::unplaced,
    timetable_runs::stop_requested,
    timetable_runs::published_at,
    timetable_runs::created_at,
    timetable_runs::updated_at,
);

const RUN_COLUMNS: RunColumns = (
    timetable_runs::id,
    timetable_runs::institution_id,
    timetable_runs::status,
    timetable_runs::date_from,
    timetable_runs::date_to,
    timetable_runs::seconds,
    timetable_runs::progress,
    timetable_runs::penalty,
    timetable_runs::placed,
    timetable_runs::total,
    timetable_runs::unplaced,
    timetable_runs::stop_requested,
    timetable_runs::published_at,
    timetable_runs::created_at,
    timetable_runs::updated_at,
);

/// A share from 0 to 1 as the thousandths the column keeps.
fn permille(share: f64) -> i32 {
    (share.clamp(0.0, 1.0) * 1000.0).round() as i32
}

fn run_of(row: RunRow) -> Result<TimetableRun, AppError> {
    let mut status = stored::code(RunStatus::parse, &row.status, "a run's status")?;
    // A run whose server went away stops reporting; it will never end by itself.
    if status == RunStatus::Running && Utc::now() - row.updated_at > chrono::Duration::minutes(2) {
        status = RunStatus::Failed;
    }
    Ok(TimetableRun {
        id: RunId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(row.institution_id),
        status,
        dates: DateSpan::new(row.date_from, row.date_to).ok_or_else(|| AppError::internal("a run ends before it starts"))?,
        seconds: row.seconds.max(0) as u32,
        progress: f64::from(row.progress) / 1000.0,
        penalty: row.penalty,
        placed: row.placed,
        total: row.total,
        unplaced: load_unplaced(row.unplaced)?,
        stop_requested: row.stop_requested,
        published_at: row.published_at,
        created_at: row.created_at,
        // A run's last change is its end once it has ended: publishing leaves it alone.
        finished_at: (status != RunStatus::Running).then_some(row.updated_at),
    })
}

#[derive(Queryable)]
struct DraftRow {
    id: i64,
    run_id: i64,
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

fn draft_of(row: DraftRow) -> Result<DraftLesson, AppError> {
    Ok(DraftLesson {
        id: DraftLessonId::from_stored(row.id),
        run: RunId::from_stored(row.run_id),
        details: LessonDetails {
            group: GroupId::from_stored(row.edu_group_id),
            subgroup: row.subgroup.map(|s| s.clamp(1, 20) as u8),
            subject: EduSubjectId::from_stored(row.edu_subject_id),
            teacher: StaffId::from_stored(row.teacher_id),
            room: RoomId::from_stored(row.room_id),
            weekday: Weekday::from_stored(row.weekday),
            class_hour: ClassHourId::from_stored(row.class_hour_id),
            lesson_type: stored::code(LessonType::parse, &row.lesson_type, "a draft lesson's type")?,
            dates: DateSpan::new(row.start_date, row.end_date).ok_or_else(|| AppError::internal("a draft lesson ends before it starts"))?,
        },
        version: Version::new(row.version),
    })
}

/// A run's draft lessons (or one of them) read as the schedule's lessons are.
static DRAFT_VIEW: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "timetable.draft_view",
        &["int8", "int8"],
        format!(
            "SELECT l.id, t.institution_id, {LESSON_VIEW_COLUMNS}, '{{}}'::date[] AS skipped \
             FROM timetable_draft_lessons l JOIN timetable_runs t ON t.id = l.run_id \
             JOIN institutions i ON i.id = t.institution_id {LESSON_VIEW_JOINS} \
             WHERE l.run_id = $1 AND ($2 IS NULL OR l.id = $2) \
             ORDER BY l.weekday, h.number, g.name, l.subgroup NULLS FIRST, l.id"
        ),
    )
});

const GROUPS: Statement = Statement::new(
    "timetable.groups",
    &["int8", "date", "date"],
    "SELECT g.id, g.name, g.current_number_of_students AS students, cs.start_date, cs.end_date \
     FROM edu_groups g JOIN curriculum_semesters cs ON cs.curriculum_id = g.curriculum_id \
     AND cs.semester_number = g.current_semester \
     WHERE g.institution_id = $1 AND g.deleted_at IS NULL AND g.status = 'ACTIVE' \
     AND cs.start_date IS NOT NULL AND cs.end_date IS NOT NULL \
     AND ($2::date IS NULL OR cs.end_date >= $2) AND ($3::date IS NULL OR cs.start_date <= $3) \
     ORDER BY g.name, g.id",
);

const GROUP_SUBJECTS: Statement = Statement::new(
    "timetable.group_subjects",
    &["int8[]"],
    "SELECT g.id AS group_id, s.id AS subject_id, s.name_uz, s.name_uz_cyrl, s.name_ru, s.name_en, css.study_hours, \
     COALESCE((SELECT array_agg((SELECT count(*) FROM edu_subgroup_students m JOIN students st ON st.id = m.student_id \
     WHERE m.subgroup_id = sg.id AND st.deleted_at IS NULL)::int ORDER BY sg.position) \
     FROM edu_subgroups sg WHERE sg.edu_group_id = g.id AND sg.edu_subject_id = s.id), '{}'::int[]) AS subgroups \
     FROM edu_groups g JOIN curriculum_semester_subjects css ON css.curriculum_id = g.curriculum_id \
     AND css.semester_number = g.current_semester JOIN edu_subjects s ON s.id = css.edu_subject_id \
     WHERE g.id = ANY($1) ORDER BY g.id, css.position, s.id",
);

impl PgTransaction<'_> {
    fn groups_of(&mut self, institution: InstitutionId, dates: Option<DateSpan>) -> Result<Vec<GroupOfTimetable>, AppError> {
        let (from, to) = dates.map_or((None, None), |d| (Some(d.start()), Some(d.end())));
        let groups: Vec<GroupRow> = GROUPS
            .query()
            .bind::<BigInt, _>(institution.get())
            .bind::<Nullable<Date>, _>(from)
            .bind::<Nullable<Date>, _>(to)
            .load(self.conn)
            .map_err(internal)?;
        let ids: Vec<i64> = groups.iter().map(|g| g.id).collect();
        let subjects: Vec<GroupSubjectRow> =
            GROUP_SUBJECTS.query().bind::<diesel::sql_types::Array<BigInt>, _>(ids).load(self.conn).map_err(internal)?;
        let mut by_group: BTreeMap<i64, Vec<SubjectOfGroup>> = BTreeMap::new();
        for row in subjects {
            by_group.entry(row.group_id).or_default().push(SubjectOfGroup {
                id: EduSubjectId::from_stored(row.subject_id),
                name: MultilingualName::from_stored(row.name_uz, row.name_uz_cyrl, row.name_ru, row.name_en),
                study_hours: row.study_hours,
                subgroups: row.subgroups,
            });
        }
        groups
            .into_iter()
            .map(|g| {
                Ok(GroupOfTimetable {
                    id: GroupId::from_stored(g.id),
                    name: g.name,
                    students: g.students,
                    semester: DateSpan::new(g.start_date, g.end_date)
                        .ok_or_else(|| AppError::internal("a semester ends before it starts"))?,
                    // A group with no subjects to place has none in the map.
                    subjects: by_group.remove(&g.id).unwrap_or_default(),
                })
            })
            .collect()
    }
}

const PERIODS: Statement = Statement::new(
    "timetable.periods",
    &["int8"],
    "SELECT id, number, (EXTRACT(EPOCH FROM (end_time - start_time)) / 60)::bigint AS minutes \
     FROM class_hours WHERE institution_id = $1 ORDER BY number",
);

const ROOMS: Statement = Statement::new(
    "timetable.rooms",
    &["int8"],
    "SELECT r.id, r.capacity, r.kind FROM rooms r JOIN buildings b ON b.id = r.building_id WHERE b.institution_id = $1 ORDER BY r.id",
);

const TEACHERS: Statement = Statement::new(
    "timetable.teachers",
    &["int8"],
    "SELECT s.id, concat_ws(' ', c.last_name, c.first_name, NULLIF(c.middle_name, '')) AS full_name, \
     COALESCE(sum(sp.rate), 0)::bigint AS rate, \
     COALESCE(array_agg(DISTINCT sps.edu_subject_id) FILTER (WHERE sps.edu_subject_id IS NOT NULL), '{}') AS subjects \
     FROM staffs s JOIN citizens c ON c.id = s.citizen_id \
     JOIN staff_positions sp ON sp.staff_id = s.id JOIN institution_positions ip ON ip.id = sp.position_id AND ip.is_teaching \
     LEFT JOIN staff_position_subjects sps ON sps.staff_position_id = sp.id \
     WHERE s.institution_id = $1 AND s.deleted_at IS NULL AND s.status = 'ACTIVE' \
     GROUP BY s.id, c.last_name, c.first_name, c.middle_name ORDER BY s.id",
);

const PUBLISHED: Statement = Statement::new(
    "timetable.published",
    &["int8", "date", "date"],
    "SELECT edu_group_id, subgroup, edu_subject_id, teacher_id, room_id, weekday, class_hour_id, start_date, end_date \
     FROM schedule_lessons WHERE institution_id = $1 AND deleted_at IS NULL AND end_date >= $2 AND start_date <= $3 \
     ORDER BY id",
);

static UNAVAILABILITY_OF_INSTITUTION: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "timetable.unavailability_of_institution",
        &["int8"],
        format!("{UNAVAILABILITY} WHERE u.institution_id = $1 ORDER BY u.id"),
    )
});

static RUNNING: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "timetable.running",
        &["int8"],
        format!(
            "SELECT EXISTS (SELECT 1 FROM timetable_runs WHERE institution_id = $1 AND status = 'RUNNING' \
         AND updated_at > now() - {LOST_AFTER}) AS found"
        ),
    )
});

static UNAVAILABILITIES: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "timetable.unavailabilities",
        &["int8", "int8"],
        format!(
            "{UNAVAILABILITY} WHERE ($1::bigint IS NULL OR u.institution_id = $1) AND ($2::bigint IS NULL OR u.staff_id = $2) \
         ORDER BY teacher_name, u.staff_id, u.weekday, h.number LIMIT 10000"
        ),
    )
});

static UNAVAILABILITY_ENTRY: LazyLock<Statement> =
    LazyLock::new(|| Statement::made("timetable.unavailability_entry", &["int8"], format!("{UNAVAILABILITY} WHERE u.id = $1")));

/// What the runs' list reads for the lessons a run could not place: none.
fn none_unplaced() -> diesel::expression::SqlLiteral<diesel::sql_types::Jsonb> {
    diesel::dsl::sql::<diesel::sql_types::Jsonb>("'[]'::jsonb")
}

impl TimetableRepository for PgTransaction<'_> {
    fn data(&mut self, institution: InstitutionId, dates: Option<DateSpan>) -> Result<TimetableData, AppError> {
        let periods: Vec<PeriodRow> = PERIODS.query().bind::<BigInt, _>(institution.get()).load(self.conn).map_err(internal)?;
        let rooms: Vec<RoomRow> = ROOMS.query().bind::<BigInt, _>(institution.get()).load(self.conn).map_err(internal)?;
        let teachers: Vec<TeacherRow> = TEACHERS.query().bind::<BigInt, _>(institution.get()).load(self.conn).map_err(internal)?;
        let groups = self.groups_of(institution, dates)?;
        let span = dates.or_else(|| {
            let start = groups.iter().map(|g| g.semester.start()).min()?;
            let end = groups.iter().map(|g| g.semester.end()).max()?;
            DateSpan::new(start, end)
        });
        let published: Vec<PublishedRow> = match span {
            None => Vec::new(),
            Some(span) => PUBLISHED
                .query()
                .bind::<BigInt, _>(institution.get())
                .bind::<Date, _>(span.start())
                .bind::<Date, _>(span.end())
                .load(self.conn)
                .map_err(internal)?,
        };
        let periods_of_teachers: Vec<UnavailabilityRow> =
            UNAVAILABILITY_OF_INSTITUTION.query().bind::<BigInt, _>(institution.get()).load(self.conn).map_err(internal)?;
        let mut unavailable = Vec::new();
        let mut preferred = Vec::new();
        for period in periods_of_teachers {
            match stored::code(PeriodKind::parse, &period.kind, "a teacher's period's kind")? {
                PeriodKind::Preferred => preferred.push(period),
                PeriodKind::Unavailable => unavailable.push(period),
            }
        }
        let teacher_period = |u: UnavailabilityRow| {
            (StaffId::from_stored(u.staff_id), Weekday::from_stored(u.weekday), ClassHourId::from_stored(u.class_hour_id))
        };
        let (weights, _) = self.weights(institution)?;
        Ok(TimetableData {
            periods: periods
                .into_iter()
                .map(|p| PeriodOfDay { id: ClassHourId::from_stored(p.id), number: p.number, minutes: p.minutes })
                .collect(),
            rooms: rooms
                .into_iter()
                .map(|r| {
                    let kind = stored::code(RoomKind::parse, &r.kind, "a room's kind")?;
                    Ok(RoomOfTimetable { id: RoomId::from_stored(r.id), capacity: r.capacity, kind })
                })
                .collect::<Result<Vec<_>, AppError>>()?,
            teachers: teachers
                .into_iter()
                .map(|t| TeacherOfTimetable {
                    id: StaffId::from_stored(t.id),
                    full_name: t.full_name,
                    rate: t.rate.clamp(0, i64::from(i32::MAX)) as i32,
                    subjects: t.subjects.into_iter().map(EduSubjectId::from_stored).collect::<BTreeSet<_>>(),
                })
                .collect(),
            groups,
            unavailable: unavailable.into_iter().map(teacher_period).collect(),
            preferred: preferred.into_iter().map(teacher_period).collect(),
            published: published
                .into_iter()
                .filter_map(|p| {
                    let dates = DateSpan::new(p.start_date, p.end_date)?;
                    let booking = Booking {
                        id: None,
                        group: GroupId::from_stored(p.edu_group_id),
                        subgroup: p.subgroup.map(|s| s.clamp(1, 20) as u8),
                        teacher: StaffId::from_stored(p.teacher_id),
                        room: RoomId::from_stored(p.room_id),
                        weekday: Weekday::from_stored(p.weekday),
                        class_hour: ClassHourId::from_stored(p.class_hour_id),
                        dates,
                    };
                    Some((booking, EduSubjectId::from_stored(p.edu_subject_id)))
                })
                .collect(),
            weights,
        })
    }

    fn weights(&mut self, institution: InstitutionId) -> Result<(TimetableWeights, Version), AppError> {
        let row: Option<(i32, i32, i32, i32, i32)> = timetable_settings::table
            .filter(timetable_settings::institution_id.eq(institution.get()))
            .select((
                timetable_settings::compactness,
                timetable_settings::min_working_days,
                timetable_settings::room_stability,
                timetable_settings::preferred_periods,
                timetable_settings::version,
            ))
            .first(self.conn)
            .optional()
            .map_err(internal)?;
        Ok(match row {
            None => (TimetableWeights::default(), Version::new(0)),
            Some((c, m, r, p, version)) => (
                TimetableWeights {
                    compactness: c.max(0) as u32,
                    min_working_days: m.max(0) as u32,
                    room_stability: r.max(0) as u32,
                    preferred_periods: p.max(0) as u32,
                },
                Version::new(version),
            ),
        })
    }

    fn save_weights(&mut self, institution: InstitutionId, w: TimetableWeights, version: Version) -> Result<Version, AppError> {
        let values = (
            timetable_settings::compactness.eq(w.compactness as i32),
            timetable_settings::min_working_days.eq(w.min_working_days as i32),
            timetable_settings::room_stability.eq(w.room_stability as i32),
            timetable_settings::preferred_periods.eq(w.preferred_periods as i32),
        );
        if version.get() == 0 {
            // Never saved: the first save creates the row; a second editor's first save finds it there.
            let inserted = diesel::insert_into(timetable_settings::table)
                .values((timetable_settings::institution_id.eq(institution.get()), values))
                .on_conflict_do_nothing()
                .execute(self.conn)
                .map_err(internal)?;
            stale_unless_changed(inserted)?;
            return Ok(Version::new(1));
        }
        let saved: Option<i32> = diesel::update(
            timetable_settings::table
                .filter(timetable_settings::institution_id.eq(institution.get()))
                .filter(timetable_settings::version.eq(version.get())),
        )
        .set((values, timetable_settings::version.eq(timetable_settings::version + 1), timetable_settings::updated_at.eq(diesel::dsl::now)))
        .returning(timetable_settings::version)
        .get_result(self.conn)
        .optional()
        .map_err(internal)?;
        saved.map(Version::new).ok_or(AppError::StaleVersion)
    }

    fn running(&mut self, institution: InstitutionId) -> Result<bool, AppError> {
        let found: FoundRow = RUNNING.query().bind::<BigInt, _>(institution.get()).get_result(self.conn).map_err(internal)?;
        Ok(found.found)
    }

    fn insert_run(&mut self, run: &NewRun) -> Result<TimetableRun, AppError> {
        let row: RunRow = diesel::insert_into(timetable_runs::table)
            .values((
                timetable_runs::institution_id.eq(run.institution_id.get()),
                timetable_runs::status.eq(RunStatus::Running.code()),
                timetable_runs::date_from.eq(run.dates.start()),
                timetable_runs::date_to.eq(run.dates.end()),
                timetable_runs::seconds.eq(run.seconds as i32),
                timetable_runs::created_by.eq(Some(run.created_by.get())),
            ))
            .returning(RUN_COLUMNS)
            .get_result(self.conn)
            .map_err(internal)?;
        run_of(row)
    }

    fn run(&mut self, id: RunId, lock: Lock) -> Result<Option<TimetableRun>, AppError> {
        let query = timetable_runs::table.filter(timetable_runs::id.eq(id.get())).select(RUN_COLUMNS);
        let row: Option<RunRow> = match lock {
            Lock::None => query.first(self.conn).optional(),
            Lock::ForUpdate => query.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(run_of).transpose()
    }

    fn runs(&mut self, institution: Option<InstitutionId>, page: PageRequest) -> Result<Page<TimetableRun>, AppError> {
        // An institution keeps a few runs a semester: its count is cheap through the index on
        // (institution_id, id).
        let mut count = timetable_runs::table.into_boxed();
        let mut list = timetable_runs::table.into_boxed();
        if let Some(institution) = institution {
            count = count.filter(timetable_runs::institution_id.eq(institution.get()));
            list = list.filter(timetable_runs::institution_id.eq(institution.get()));
        }
        let total: i64 = count.count().get_result(self.conn).map_err(internal)?;
        let rows: Vec<RunRow> = list
            .select((
                timetable_runs::id,
                timetable_runs::institution_id,
                timetable_runs::status,
                timetable_runs::date_from,
                timetable_runs::date_to,
                timetable_runs::seconds,
                timetable_runs::progress,
                timetable_runs::penalty,
                timetable_runs::placed,
                timetable_runs::total,
                // The list leaves out what each run could not place.
                none_unplaced(),
                timetable_runs::stop_requested,
                timetable_runs::published_at,
                timetable_runs::created_at,
                timetable_runs::updated_at,
            ))
            .order(timetable_runs::id.desc())
            .limit(page.limit())
            .offset(page.offset())
            .load(self.conn)
            .map_err(internal)?;
        let runs = rows.into_iter().map(run_of).collect::<Result<Vec<_>, _>>()?;
        Ok(Page::exact(runs, total))
    }

    fn progress(&mut self, id: RunId, progress: f64, penalty: Option<i64>, placed: i32, total: i32) -> Result<bool, AppError> {
        let stop: Option<bool> = diesel::update(timetable_runs::table.filter(timetable_runs::id.eq(id.get())))
            .set((
                timetable_runs::progress.eq(permille(progress)),
                timetable_runs::penalty.eq(penalty),
                timetable_runs::placed.eq(placed),
                timetable_runs::total.eq(total),
                timetable_runs::updated_at.eq(diesel::dsl::now),
            ))
            .returning(timetable_runs::stop_requested)
            .get_result(self.conn)
            .optional()
            .map_err(internal)?;
        Ok(stop.unwrap_or(true))
    }

    fn request_stop(&mut self, id: RunId) -> Result<(), AppError> {
        diesel::update(timetable_runs::table.filter(timetable_runs::id.eq(id.get())))
            .set(timetable_runs::stop_requested.eq(true))
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }

    fn finish(&mut self, id: RunId, result: &RunResult) -> Result<(), AppError> {
        diesel::update(timetable_runs::table.filter(timetable_runs::id.eq(id.get())))
            .set((
                timetable_runs::status.eq(result.status.code()),
                timetable_runs::progress.eq(1000),
                timetable_runs::penalty.eq(result.penalty),
                timetable_runs::placed.eq(result.placed),
                timetable_runs::total.eq(result.total),
                timetable_runs::unplaced.eq(store_unplaced(&result.unplaced)?),
                timetable_runs::updated_at.eq(diesel::dsl::now),
            ))
            .execute(self.conn)
            .map_err(internal)?;
        diesel::delete(timetable_draft_lessons::table.filter(timetable_draft_lessons::run_id.eq(id.get())))
            .execute(self.conn)
            .map_err(internal)?;
        let rows: Vec<_> = result
            .lessons
            .iter()
            .map(|d| {
                (
                    timetable_draft_lessons::run_id.eq(id.get()),
                    timetable_draft_lessons::edu_group_id.eq(d.group.get()),
                    timetable_draft_lessons::subgroup.eq(d.subgroup.map(i16::from)),
                    timetable_draft_lessons::edu_subject_id.eq(d.subject.get()),
                    timetable_draft_lessons::teacher_id.eq(d.teacher.get()),
                    timetable_draft_lessons::room_id.eq(d.room.get()),
                    timetable_draft_lessons::weekday.eq(i16::from(d.weekday.get())),
                    timetable_draft_lessons::class_hour_id.eq(d.class_hour.get()),
                    timetable_draft_lessons::lesson_type.eq(d.lesson_type.code()),
                    timetable_draft_lessons::start_date.eq(d.dates.start()),
                    timetable_draft_lessons::end_date.eq(d.dates.end()),
                )
            })
            .collect();
        if !rows.is_empty() {
            diesel::insert_into(timetable_draft_lessons::table).values(rows).execute(self.conn).map_err(internal)?;
        }
        Ok(())
    }

    fn mark_published(&mut self, id: RunId) -> Result<(), AppError> {
        diesel::update(timetable_runs::table.filter(timetable_runs::id.eq(id.get())))
            // `updated_at` stays the time the search ended.
            .set(timetable_runs::published_at.eq(diesel::dsl::now))
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }

    fn draft(&mut self, run: RunId) -> Result<Vec<DraftLesson>, AppError> {
        let rows: Vec<DraftRow> = timetable_draft_lessons::table
            .filter(timetable_draft_lessons::run_id.eq(run.get()))
            .order(timetable_draft_lessons::id)
            .load(self.conn)
            .map_err(internal)?;
        rows.into_iter().map(draft_of).collect()
    }

    fn draft_views(&mut self, run: RunId, only: Option<DraftLessonId>) -> Result<Vec<LessonView>, AppError> {
        let rows: Vec<ViewRow> = DRAFT_VIEW
            .query()
            .bind::<BigInt, _>(run.get())
            .bind::<Nullable<BigInt>, _>(only.map(|id| id.get()))
            .load(self.conn)
            .map_err(internal)?;
        rows.into_iter().map(into_view).collect()
    }

    fn draft_lesson(&mut self, run: RunId, id: DraftLessonId, lock: Lock) -> Result<Option<DraftLesson>, AppError> {
        let query = timetable_draft_lessons::table
            .filter(timetable_draft_lessons::run_id.eq(run.get()))
            .filter(timetable_draft_lessons::id.eq(id.get()));
        let row: Option<DraftRow> = match lock {
            Lock::None => query.first(self.conn).optional(),
            Lock::ForUpdate => query.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(draft_of).transpose()
    }

    fn save_draft_lesson(&mut self, lesson: &DraftLesson) -> Result<DraftLesson, AppError> {
        let d = &lesson.details;
        let row: Option<DraftRow> = diesel::update(
            timetable_draft_lessons::table
                .filter(timetable_draft_lessons::id.eq(lesson.id.get()))
                .filter(timetable_draft_lessons::version.eq(lesson.version.get())),
        )
        .set((
            timetable_draft_lessons::room_id.eq(d.room.get()),
            timetable_draft_lessons::weekday.eq(i16::from(d.weekday.get())),
            timetable_draft_lessons::class_hour_id.eq(d.class_hour.get()),
            timetable_draft_lessons::version.eq(timetable_draft_lessons::version + 1),
        ))
        .get_result(self.conn)
        .optional()
        .map_err(internal)?;
        row.map(draft_of).transpose()?.ok_or(AppError::StaleVersion)
    }

    fn unavailability(&mut self, institution: Option<InstitutionId>, teacher: Option<StaffId>) -> Result<Vec<Unavailability>, AppError> {
        let rows: Vec<UnavailabilityRow> = UNAVAILABILITIES
            .query()
            .bind::<Nullable<BigInt>, _>(institution.map(|i| i.get()))
            .bind::<Nullable<BigInt>, _>(teacher.map(|t| t.get()))
            .load(self.conn)
            .map_err(internal)?;
        rows.into_iter().map(Unavailability::try_from).collect()
    }

    fn unavailability_entry(&mut self, id: UnavailabilityId) -> Result<Option<Unavailability>, AppError> {
        let row: Option<UnavailabilityRow> =
            UNAVAILABILITY_ENTRY.query().bind::<BigInt, _>(id.get()).get_result(self.conn).optional().map_err(internal)?;
        row.map(Unavailability::try_from).transpose()
    }

    fn insert_unavailability(
        &mut self,
        institution: InstitutionId,
        teacher: StaffId,
        kind: PeriodKind,
        weekday: Weekday,
        class_hour: ClassHourId,
    ) -> Result<Unavailability, AppError> {
        let id: Option<i64> = diesel::insert_into(teacher_unavailability::table)
            .values((
                teacher_unavailability::institution_id.eq(institution.get()),
                teacher_unavailability::staff_id.eq(teacher.get()),
                teacher_unavailability::kind.eq(kind.code()),
                teacher_unavailability::weekday.eq(i16::from(weekday.get())),
                teacher_unavailability::class_hour_id.eq(class_hour.get()),
            ))
            .on_conflict_do_nothing()
            .returning(teacher_unavailability::id)
            .get_result(self.conn)
            .optional()
            .map_err(internal)?;
        let id = id.ok_or_else(|| AppError::conflict(domain::timetable::RunConflict::AlreadyBarred))?;
        self.unavailability_entry(UnavailabilityId::from_stored(id))?.ok_or(AppError::NotFound)
    }

    fn delete_unavailability(&mut self, id: UnavailabilityId) -> Result<(), AppError> {
        diesel::delete(teacher_unavailability::table.filter(teacher_unavailability::id.eq(id.get())))
            .execute(self.conn)
            .map_err(internal)?;
        Ok(())
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![
        Statement::rendered("timetable.none_unplaced", diesel::select(none_unplaced())),
        Statement::clone(&DRAFT_VIEW),
        GROUPS,
        GROUP_SUBJECTS,
        PERIODS,
        ROOMS,
        TEACHERS,
        PUBLISHED,
        Statement::clone(&UNAVAILABILITY_OF_INSTITUTION),
        Statement::clone(&RUNNING),
        Statement::clone(&UNAVAILABILITIES),
        Statement::clone(&UNAVAILABILITY_ENTRY),
    ]
}
